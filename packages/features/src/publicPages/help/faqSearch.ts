/** The FAQ's topics, in the page's order. */
export const FAQ_TOPICS = ['deposit', 'withdraw', 'promotion', 'account'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The questions, each under its topic (the words are the locale files' `faqs.items.<id>`). */
export const FAQ_ITEMS = [
  { id: 'depositHow', topic: 'deposit' },
  { id: 'depositMissing', topic: 'deposit' },
  { id: 'withdrawHow', topic: 'withdraw' },
  { id: 'withdrawLimits', topic: 'withdraw' },
  { id: 'promotionClaim', topic: 'promotion' },
  { id: 'promotionTurnover', topic: 'promotion' },
  { id: 'accountRegister', topic: 'account' },
  { id: 'accountPassword', topic: 'account' },
] as const satisfies readonly { id: string; topic: FaqTopic }[];

export type FaqId = (typeof FAQ_ITEMS)[number]['id'];

/** A question as the page shows it: in the page's language. */
export interface Faq {
  id: FaqId;
  topic: FaqTopic;
  question: string;
  answer: string;
}

const fold = (text: string, locale: string) => text.normalize('NFC').toLocaleLowerCase(locale);

/**
 * The questions whose question, answer or topic name holds every word of `query` (any case; the
 * words in any order). An empty query keeps them all.
 */
export function searchFaqs(
  faqs: readonly Faq[],
  query: string,
  topicName: (topic: FaqTopic) => string,
  locale: string,
): Faq[] {
  const words = fold(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const text = fold(`${faq.question} ${faq.answer} ${topicName(faq.topic)}`, locale);
    return words.every((word) => text.includes(word));
  });
}
