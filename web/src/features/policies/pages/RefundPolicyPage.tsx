import { Link } from 'wouter';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { PolicyDocument, type PolicySection } from '../components/PolicyDocument';

const sections: readonly PolicySection[] = [
  {
    id: 'premium-plan',
    title: 'The Premium Plan',
    body: (
      <>
        <p>
          The Premium Plan gives you 30 days of priority help from our customer care team to find a room, a roommate
          or a tenant. It is a one-time payment, not a subscription, and covers one service at a time: you use it
          either as a seeker or as a lister.
        </p>
        <div className="policy-highlight">
          <div className="policy-fact">
            <strong>30 days</strong>
            <span>Plan duration</span>
          </div>
          <div className="policy-fact">
            <strong>PKR 3,000</strong>
            <span>One-time payment</span>
          </div>
          <div className="policy-fact">
            <strong>1 service</strong>
            <span>Seeker or lister, one at a time</span>
          </div>
        </div>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'When you can get a refund',
    body: (
      <p>
        If you did not find a room, a roommate or a tenant through Kamra within the 30 days of your Premium Plan, you
        can ask for a refund.
      </p>
    ),
  },
  {
    id: 'amount',
    title: 'How much is refunded',
    body: (
      <>
        <p>
          We refund <strong>PKR 2,000</strong> of the PKR 3,000 you paid. The remaining <strong>PKR 1,000</strong> is
          kept to cover platform services already provided and applicable taxes.
        </p>
        <div className="refund-split" role="img" aria-label="PKR 2,000 refunded, PKR 1,000 kept">
          <span className="refund-split__part refund-split__part--back">PKR 2,000 back to you</span>
          <span className="refund-split__part refund-split__part--kept">PKR 1,000 kept</span>
        </div>
      </>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to ask for a refund',
    body: (
      <>
        <p>
          Contact our customer care team within <strong>7 days after your plan ends</strong>. Please share the email
          address of your Kamra account and the date of your payment, so we can find it quickly.
        </p>
        <p>Requests made more than 7 days after the plan ends cannot be accepted.</p>
      </>
    ),
  },
  {
    id: 'exclusions',
    title: 'When refunds do not apply',
    body: (
      <ul>
        <li>If you found a room, a roommate or a tenant during the plan.</li>
        <li>For a partly used plan: we do not refund the unused days.</li>
        <li>If you simply change your mind after buying the plan.</li>
      </ul>
    ),
  },
  {
    id: 'payout',
    title: 'How you receive your refund',
    body: (
      <p>
        Approved refunds are paid to the original payment method, the same card or mobile wallet you paid with, within
        up to 10 business days. Your bank or wallet provider may take a little longer to show it.
      </p>
    ),
  },
];

export function RefundPolicyPage() {
  usePage('Refund Policy', 'Refund terms for the Kamra 30-day Premium Plan.');
  return (
    <PolicyDocument
      eyebrow="Refund policy"
      title="Clear and fair refunds"
      intro="Listing on Kamra is free. This page explains when and how you can get money back for the 30-day Premium Plan."
      sections={sections}
      aside={
        <p className="policy-contact">
          Need help with a payment? <Link href={routePaths.services}>Contact customer care</Link>.
        </p>
      }
    />
  );
}
