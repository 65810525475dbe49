import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { PolicyDocument, type PolicySection } from '../components/PolicyDocument';
import { PolicyText } from '../components/PolicyText';

/** A bulleted list of the policy's sentences under one key: privacy.<section>.<item>. */
function Items({ section, items }: { section: string; items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}><PolicyText k={`privacy.${section}.${item}`} /></li>
      ))}
    </ul>
  );
}

const sections: readonly PolicySection[] = [
  {
    id: 'data-we-collect',
    title: 'privacy.collect.title',
    body: (
      <>
        <p><PolicyText k="privacy.collect.lead" /></p>
        <Items section="collect" items={['account', 'listing', 'messages', 'technical']} />
        <p><PolicyText k="privacy.collect.photos" /></p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'privacy.use.title',
    body: <Items section="use" items={['publish', 'review', 'contact', 'payments', 'improve']} />,
  },
  {
    id: 'disclosure',
    title: 'privacy.disclosure.title',
    body: (
      <>
        <p><PolicyText k="privacy.disclosure.lead" /></p>
        <Items section="disclosure" items={['listings', 'providers', 'law']} />
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'privacy.cookies.title',
    body: <p><PolicyText k="privacy.cookies.text" /></p>,
  },
  {
    id: 'payments',
    title: 'privacy.payments.title',
    body: <p><PolicyText k="privacy.payments.text" /></p>,
  },
  {
    id: 'third-party-sites',
    title: 'privacy.thirdParty.title',
    body: <p><PolicyText k="privacy.thirdParty.text" /></p>,
  },
  {
    id: 'security-retention',
    title: 'privacy.security.title',
    body: (
      <>
        <p><PolicyText k="privacy.security.protect" /></p>
        <p><PolicyText k="privacy.security.retention" /></p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'privacy.rights.title',
    body: (
      <>
        <p><PolicyText k="privacy.rights.ask" /></p>
        <p><PolicyText k="privacy.rights.free" /></p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'privacy.changes.title',
    body: <p><PolicyText k="privacy.changes.text" /></p>,
  },
];

export function PrivacyPolicyPage() {
  const { t } = useTranslation('policies');
  usePage(t('privacy.meta.title'), t('privacy.meta.description'));
  return (
    <PolicyDocument
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      sections={sections}
      aside={
        <p className="policy-contact">
          <Trans t={t} i18nKey="privacy.help" components={{ anchor: <Link href={routePaths.services} /> }} />
        </p>
      }
    />
  );
}
