import { Fragment } from 'react';

/**
 * A heading's text with its space-separated phrases kept whole: a line breaks at a space, not
 * inside a phrase (Thai writes no space between words, only between phrases, and a browser would
 * otherwise break between any two dictionary words: "ทุกเกมที่คุณ | ชอบ"). Each phrase is an inline
 * block, so one longer than the line still wraps inside itself; text without a space (Chinese) is
 * one phrase and wraps as usual. For short display text (titles), not for paragraphs.
 */
export function Phrases({ text }: { text: string }) {
  const phrases = text.split(' ').filter((phrase) => phrase !== '');
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <span style={{ display: 'inline-block' }}>{phrase}</span>
    </Fragment>
  ));
}
