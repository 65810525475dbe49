import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routePaths } from '../../../lib/paths';
import { usePage } from '../../../lib/use-page';
import { PolicyDocument, type PolicySection } from '../components/PolicyDocument';
import { PolicyText } from '../components/PolicyText';

const PLAN_FACTS = ['days', 'price', 'service'] as const;

function PlanFacts() {
  const { t } = useTranslation('policies');
  return (
    <div className="policy-highlight">
      {PLAN_FACTS.map((fact) => (
        <div key={fact} className="policy-fact">
          <strong>{t(`refund.premiumPlan.${fact}`)}</strong>
          <span>{t(`refund.premiumPlan.${fact}Label`)}</span>
        </div>
      ))}
    </div>
  );
}

function RefundSplit() {
  const { t } = useTranslation('policies');
  return (
    <div className="refund-split" role="img" aria-label={t('refund.amount.splitLabel')}>
      <span className="refund-split__part refund-split__part--back">{t('refund.amount.back')}</span>
      <span className="refund-split__part refund-split__part--kept">{t('refund.amount.kept')}</span>
    </div>
  );
}

const sections: readonly PolicySection[] = [
  {
    id: 'premium-plan',
    title: 'refund.premiumPlan.title',
    body: (
      <>
        <p><PolicyText k="refund.premiumPlan.text" /></p>
        <PlanFacts />
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'refund.eligibility.title',
    body: <p><PolicyText k="refund.eligibility.text" /></p>,
  },
  {
    id: 'amount',
    title: 'refund.amount.title',
    body: (
      <>
        <p><PolicyText k="refund.amount.text" /></p>
        <RefundSplit />
      </>
    ),
  },
  {
    id: 'how-to-request',
    title: 'refund.howToRequest.title',
    body: (
      <>
        <p><PolicyText k="refund.howToRequest.text" /></p>
        <p><PolicyText k="refund.howToRequest.late" /></p>
      </>
    ),
  },
  {
    id: 'exclusions',
    title: 'refund.exclusions.title',
    body: (
      <ul>
        <li><PolicyText k="refund.exclusions.found" /></li>
        <li><PolicyText k="refund.exclusions.partly" /></li>
        <li><PolicyText k="refund.exclusions.mind" /></li>
      </ul>
    ),
  },
  {
    id: 'payout',
    title: 'refund.payout.title',
    body: <p><PolicyText k="refund.payout.text" /></p>,
  },
];

export function RefundPolicyPage() {
  const { t } = useTranslation('policies');
  usePage(t('refund.meta.title'), t('refund.meta.description'));
  return (
    <PolicyDocument
      eyebrow={t('refund.eyebrow')}
      title={t('refund.title')}
      intro={t('refund.intro')}
      sections={sections}
      aside={
        <p className="policy-contact">
          <Trans t={t} i18nKey="refund.help" components={{ anchor: <Link href={routePaths.services} /> }} />
        </p>
      }
    />
  );
}
