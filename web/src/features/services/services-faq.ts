export interface ServiceQuestion {
  id: string;
  question: string;
  answer: string;
}

/** The eight support questions of the services page (spec section 2), one answer open at a time. */
export const servicesFaq: readonly ServiceQuestion[] = [
  {
    id: 'always-open',
    question: 'Is customer care really available 24/7?',
    answer:
      'Yes. Our customer care team works around the clock, every day of the year, including weekends, Eid and other public holidays.',
  },
  {
    id: 'contact',
    question: 'How can I contact customer care?',
    answer:
      'You can reach us by phone call, WhatsApp, SMS or email, whichever suits you best. Whichever channel you use, the same team picks up your case, so you never have to repeat yourself.',
  },
  {
    id: 'room-problem',
    question: 'What should I do if there is a problem with my room?',
    answer:
      'First talk to the lister, as most issues such as a broken fan, water supply or billing can be fixed quickly. If that does not work, or a listing does not match reality, report it to customer care with the listing link and photos and we will step in.',
  },
  {
    id: 'change-plan',
    question: 'Can I upgrade or downgrade my plan?',
    answer:
      'Yes. Plan changes are handled by customer care: tell us which plan you want, and we will switch it and explain any difference in price before anything is charged.',
  },
  {
    id: 'feedback',
    question: 'How can I share feedback or a suggestion?',
    answer:
      'We would love to hear from you. Send your feedback to customer care, or post a review from the User Reviews page. Many of our features started as a suggestion from a user.',
  },
  {
    id: 'resolution-time',
    question: 'How long does it take to resolve an issue?',
    answer:
      'Most questions are answered within a few hours. Issues that need us to check a listing or speak to the other person usually take one to three working days, and we keep you updated along the way.',
  },
  {
    id: 'refunds',
    question: 'Do you offer refunds?',
    answer:
      'Refunds are considered case by case. For the Premium Plan, see our refund policy: if you did not find a room, roommate or tenant within 30 days, part of the fee is refunded.',
  },
  {
    id: 'urgent',
    question: 'What if I need urgent help?',
    answer:
      'Call customer care and say it is urgent, for example if you are locked out, feel unsafe or suspect a scam. Urgent cases go to the front of the queue. In an emergency, call 15 for the police or 1122 for rescue first.',
  },
];
