/** About this many characters of markdown per piece; a longer text is parsed piece by piece. */
export const PIECE_CHARS = 3_000;
