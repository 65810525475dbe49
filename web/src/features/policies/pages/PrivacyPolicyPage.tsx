import { Link } from 'wouter';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { PolicyDocument, type PolicySection } from '../components/PolicyDocument';

const sections: readonly PolicySection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run Kamra:</p>
        <ul>
          <li>
            <strong>Account details</strong> from Google when you sign in: your name, email address and profile
            picture.
          </li>
          <li>
            <strong>Listing details</strong> you choose to share: photos, address or area, rent or price, phone
            number, a short description of yourself and, if you add it, your CNIC number.
          </li>
          <li>
            <strong>Reviews, comments and messages</strong> you send to us or post on the site.
          </li>
          <li>
            <strong>Technical information</strong> such as your browser, device type and pages visited, which helps us
            keep the service fast and secure.
          </li>
        </ul>
        <p>Photos you upload are cleaned of hidden location data (GPS) before they are stored.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To publish your listings and show them to people searching in your area.</li>
        <li>To review listings before they go live and to keep fake or unsafe ads off Kamra.</li>
        <li>To let seekers call or message you about your listing.</li>
        <li>To process boosts and Premium Plan payments, and to answer your support requests.</li>
        <li>To improve Kamra, prevent fraud and meet our legal obligations in Pakistan.</li>
      </ul>
    ),
  },
  {
    id: 'disclosure',
    title: 'When we share information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            <strong>On your listings:</strong> the name, photo, phone number and details you add are visible to
            visitors, so they can contact you. Your CNIC number is never shown publicly; only our moderation team can
            see it.
          </li>
          <li>
            <strong>With service providers</strong> who help us run Kamra, such as hosting and payment processing,
            under agreements that protect your data.
          </li>
          <li>
            <strong>When the law requires it,</strong> for example in response to a lawful request from authorities
            in Pakistan, or to protect the safety of our users.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        Kamra keeps a sign-in token in your browser’s local storage so you stay signed in between visits. We use only
        the cookies and storage needed for sign-in, security and basic usage statistics. You can clear them at any time
        from your browser settings; you will then need to sign in again.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Payments for boosts and the Premium Plan are handled by a trusted third-party payment processor that supports
        cards and mobile wallets. You enter your card details on the processor’s secure page, not on Kamra. We never
        receive or store your full card number or security code on our own servers; we only keep a record that a
        payment was made, its amount and what it was for.
      </p>
    ),
  },
  {
    id: 'third-party-sites',
    title: 'Third-party websites',
    body: (
      <p>
        Listings, blogs and messages may link to websites that Kamra does not run. Their own privacy policies apply
        there, and we are not responsible for their content or practices. Please read their policies before sharing
        anything with them.
      </p>
    ),
  },
  {
    id: 'security-retention',
    title: 'Security and retention',
    body: (
      <>
        <p>
          We protect your information with encrypted connections, restricted staff access and regular reviews of our
          systems. No online service can be perfectly secure, so please keep your Google account safe and tell us at
          once if you notice anything unusual.
        </p>
        <p>
          We keep your information for as long as your account is active or as needed to provide the service, resolve
          disputes and meet legal requirements. Deleted listings stop being shown immediately.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask to see the personal information we hold about you, to correct it, or to have it deleted. You can
          also withdraw consent for optional uses at any time.
        </p>
        <p>
          These requests are free of charge. We may charge only a nominal fee if the same request is repeated many
          times, to cover the cost of handling it. We will answer within a reasonable time.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Kamra grows or the law changes. When we make important changes we will tell you on
        the site before they take effect. Continuing to use Kamra after an update means you accept the new policy.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  usePage('Privacy Policies', 'How Kamra collects, uses and protects your personal information.');
  return (
    <PolicyDocument
      eyebrow="Privacy policies"
      title="Your privacy matters to us"
      intro="This policy explains what information Kamra collects when you find or list a room, roommate or pre-loved item, how we use it, and the choices you have."
      sections={sections}
      aside={
        <p className="policy-contact">
          Questions about your data? <Link href={routePaths.services}>Contact customer care</Link>.
        </p>
      }
    />
  );
}
