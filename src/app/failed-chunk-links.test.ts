// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetFailedChunkLinks } from './failed-chunk-links';

function link(rel: string) {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = `/assets/${rel}-${Math.random().toString(36).slice(2)}.css`;
  document.head.append(element);
  return element;
}

describe('forgetFailedChunkLinks', () => {
  it('removes a stylesheet or module link whose download failed, so a retry adds it again', () => {
    forgetFailedChunkLinks();
    const style = link('stylesheet');
    const script = link('modulepreload');
    const heard: string[] = [];
    style.addEventListener('error', () => heard.push('vite saw it'));
    style.dispatchEvent(new Event('error'));
    script.dispatchEvent(new Event('error'));
    expect(style.isConnected).toBe(false);
    expect(script.isConnected).toBe(false);
    expect(heard).toEqual(['vite saw it']); // the preload helper still learns of the failure
  });

  it('leaves links that loaded, and other links, alone', () => {
    forgetFailedChunkLinks();
    const loaded = link('stylesheet');
    const icon = link('icon');
    loaded.dispatchEvent(new Event('load'));
    icon.dispatchEvent(new Event('error'));
    expect(loaded.isConnected).toBe(true);
    expect(icon.isConnected).toBe(true);
  });
});
