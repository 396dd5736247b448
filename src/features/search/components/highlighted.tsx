// Text from the service with the words that matched marked: React text nodes and <mark> only.
import { highlightParts } from '../model/snippet';

export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          // Parts never move: their place keeps them apart.
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700/70">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** A result's optional line (its state, its snippet), marked; nothing when it is empty. */
export function HighlightedLine({
  text,
  terms,
  className,
}: {
  text: string;
  terms: readonly string[];
  className: string;
}) {
  return text ? (
    <span className={className}>
      <Highlighted text={text} terms={terms} />
    </span>
  ) : null;
}
