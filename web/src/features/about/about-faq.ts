export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

/** About page FAQ, grouped into collapsible categories. */
export const aboutFaq: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    entries: [
      {
        question: 'What is Kamra?',
        answer:
          'Kamra, which means "room" in Urdu, is Pakistan’s first platform built only for room and roommate sharing. You can find a room for rent, find or become a roommate, and buy or sell pre-loved room items, all in one place.',
      },
      {
        question: 'Do I need an account to browse?',
        answer:
          'No. Anyone can search rooms, roommates and pre-loved items. You sign in, with one click through your Google account, only when you want to post a listing, write a review or open the full details of a listing.',
      },
      {
        question: 'Which cities does Kamra cover?',
        answer:
          'All of Pakistan. Our listers are most active in Lahore, Karachi, Islamabad, Rawalpindi, Peshawar, Faisalabad, Multan, Quetta, Abbottabad and Mansehra, and you can list or search any city, town or neighbourhood.',
      },
    ],
  },
  {
    id: 'listing',
    title: 'Listing a room, roommate ad or item',
    entries: [
      {
        question: 'How much does it cost to list?',
        answer:
          'Listing is free. If you want more people to see an approved listing, you can boost it for a few days from My Listings. Boosting is optional.',
      },
      {
        question: 'Why is my listing not visible yet?',
        answer:
          'Every new listing is reviewed by our team before it appears in search. This keeps fake and misleading ads off Kamra. You can follow the status of each listing in My Listings.',
      },
      {
        question: 'What if my listing is rejected?',
        answer:
          'You will see the reason in My Listings. Fix what was missing, usually clear photos or a correct address, then delete the old listing and list again.',
      },
    ],
  },
  {
    id: 'finding',
    title: 'Finding a room or roommate',
    entries: [
      {
        question: 'How do I contact a lister?',
        answer:
          'Open the listing and tap Call or Message. Your phone opens with the lister’s number and a ready-made message, so you talk to them directly, without middlemen or commission.',
      },
      {
        question: 'Can I filter by rent, furnishing or lifestyle?',
        answer:
          'Yes. Advanced Search lets you filter rooms by rent, internet, bills, furnishing, carpeting, shared kitchen or bathroom and the number of roommates, and roommate ads by occupation, gender, age and habits such as smoking.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety and trust',
    entries: [
      {
        question: 'How does Kamra keep me safe?',
        answer:
          'We review listings before they go live, mark verified users, and remove accounts that break our rules. Still, always visit a room in person and never pay an advance for a place you have not seen.',
      },
      {
        question: 'Is my CNIC number shown to other users?',
        answer:
          'No. If you choose to add your CNIC number to a listing, only our moderation team can see it. It helps us confirm that listers are who they say they are.',
      },
      {
        question: 'How do I report a suspicious listing?',
        answer:
          'Contact our customer care team from the Services & Support page with a link to the listing. We look into every report and take the listing down if it breaks our rules.',
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments and plans',
    entries: [
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Boosts and the Premium Plan are paid by debit or credit card or a mobile wallet, through a secure third-party payment provider. Kamra never stores your card details.',
      },
      {
        question: 'What is the Premium Plan?',
        answer:
          'A 30-day plan for a one-time PKR 3,000 that gives you priority help from our customer care team for one service at a time, as a seeker or as a lister. See the refund policy for when you can get money back.',
      },
    ],
  },
];
