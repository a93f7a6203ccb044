/** The public status pages' labels in English (the fallback of every template locale). */
export const en = {
  home: 'Back to home',
  error: {
    title: 'Page not found',
    text: 'The page you are looking for was moved, removed or renamed, or it never existed.',
  },
  countdown: {
    label: 'Time left until the opening',
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
    opensOn: 'Opens on {{date}}',
    open: 'We are open!',
    openText: 'The wait is over: come in and play.',
  },
  comingSoon1: {
    title: 'Coming soon',
    text: 'A new home for our players is almost ready: faster deposits, fresh promotions and more games.',
  },
  comingSoon2: {
    eyebrow: 'Almost there',
    title: 'Something new is on its way',
    text: 'We are putting the last touches to the new site. Mark the date: it opens for every player at once.',
    features: {
      speed: 'Deposits and withdrawals in seconds',
      rewards: 'Weekly cashback and a daily lucky wheel',
      mobile: 'Every game on your phone',
    },
  },
  underConstruction: {
    title: 'Under construction',
    text: 'This part of the site is being rebuilt. We will be back shortly; thank you for your patience.',
  },
};
