/**
 * The bundled faces, loaded: a play function that measures text (where a line breaks, how wide a
 * word is) must wait for them, or it measures the fallback font the browser shows until the real
 * one arrives (the screenshot, taken later, would show other lines).
 */
let loaded: Promise<unknown> | undefined;

export function storyFontsLoaded(): Promise<unknown> {
  loaded ??= Promise.all(
    [...document.fonts]
      .filter((face) => /Roboto|Poppins|Inter|Noto Sans Thai/.test(face.family))
      .map((face) => face.load().catch(() => undefined)),
  ).then(() => document.fonts.ready);
  return loaded;
}
