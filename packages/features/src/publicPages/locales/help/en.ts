/** The site's help pages for players: contact us, the FAQ and the privacy policy. Thai is the source copy (`th.ts`). */
export const en = {
  contact: {
    title: 'Contact us',
    text: 'Write to us about anything: we answer within one hour, 24 hours a day.',
    formTitle: 'Send us a message',
    name: 'Your name',
    phone: 'Phone number',
    phoneHint: '10 digits, e.g. 0812345678',
    email: 'Email (optional)',
    topic: 'Topic',
    topics: {
      deposit: 'Deposits',
      withdraw: 'Withdrawals',
      promotion: 'Promotions',
      account: 'My account',
      other: 'Something else',
    },
    message: 'Message',
    messageHint: 'At least 10 characters. Never write your password.',
    send: 'Send message',
    sentTitle: 'Message sent',
    sentText: 'Thank you. Our team will call or write back soon. Your reference is {{reference}}.',
    another: 'Send another message',
    otherWays: 'Other ways to reach us',
    line: 'LINE',
    call: 'Phone',
    hours: 'Open 24 hours, every day',
    faqLink: 'Most answers are already in the FAQ',
  },
  faqs: {
    title: 'Frequently asked questions',
    text: 'Deposits, withdrawals, promotions and your account.',
    search: 'Search the questions',
    count: '{{count}} questions',
    emptyTitle: 'No question matches “{{query}}”',
    emptyText: 'Try another word, or ask us directly.',
    clear: 'Clear the search',
    stillStuck: 'No answer here?',
    contact: 'Contact us',
    topics: {
      deposit: 'Deposits',
      withdraw: 'Withdrawals',
      promotion: 'Promotions',
      account: 'Account',
    },
    items: {
      depositHow: {
        q: 'How do I deposit?',
        a: 'Log in, open Deposit and transfer to the account shown from the bank account you registered. The balance updates by itself within a minute.',
      },
      depositMissing: {
        q: 'My deposit has not arrived. What should I do?',
        a: 'Check that you transferred from your registered account. If the balance has not changed after five minutes, contact us with the time and the amount.',
      },
      withdrawHow: {
        q: 'How do I withdraw?',
        a: 'Open Withdraw and enter the amount. We pay into your registered bank account only, usually within a few minutes.',
      },
      withdrawLimits: {
        q: 'Is there a minimum or a limit to withdrawals?',
        a: 'The minimum withdrawal is 300 baht. The daily limit and the number of withdrawals per day are shown on the Withdraw page.',
      },
      promotionClaim: {
        q: 'How do I get a promotion?',
        a: 'After a deposit, open Promotions and claim the one you want. The bonus is added to your balance at once.',
      },
      promotionTurnover: {
        q: 'What does turnover mean?',
        a: 'Turnover is how much you must play before you can withdraw a bonus: a 10x turnover on 100 baht means playing 1,000 baht.',
      },
      accountRegister: {
        q: 'What do I need to sign up?',
        a: 'A Thai mobile number, a password and a bank account in your own name. Withdrawals only ever go to that account.',
      },
      accountPassword: {
        q: 'I forgot my password.',
        a: 'Use “Forgot password” on the login page, or contact us from your registered phone number: we never ask for your password.',
      },
    },
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 25 November 2026',
    intro: 'This policy explains what we collect about you, why, and what you can ask of us.',
    contents: 'Contents',
    sections: {
      collect: {
        title: 'What we collect',
        body: 'Your phone number, your bank account (bank, number and name), your deposits, withdrawals and games, and the device and browser you use to reach us.',
      },
      use: {
        title: 'How we use it',
        body: 'To open and protect your account, to pay your withdrawals into your own account, to give you the promotions you claim, and to answer you when you contact us.',
      },
      share: {
        title: 'Who we share it with',
        body: 'Only with the banks that move your money and the game providers you play with, as much as they need. We never sell your data.',
      },
      keep: {
        title: 'How long we keep it',
        body: 'As long as your account is open, then for the time the law requires for financial records. Messages to support are kept for one year.',
      },
      rights: {
        title: 'Your rights',
        body: 'You may ask to see, correct or delete your data, and to close your account. Write to us from the contact page; we answer within 30 days.',
      },
      cookies: {
        title: 'Cookies and storage',
        body: 'We keep your login and your display settings in your browser. Logging out clears them. We use no advertising cookies.',
      },
      contact: {
        title: 'Contact',
        body: 'Questions about this policy? Use the contact page and choose “My account”.',
      },
    },
  },
};
