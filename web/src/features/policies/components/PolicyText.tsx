import { Trans, useTranslation } from 'react-i18next';

/** A policy's sentence from the policies namespace, with its <strong> words kept bold. */
export function PolicyText({ k }: { k: string }) {
  const { t } = useTranslation('policies');
  return <Trans t={t} i18nKey={k} components={{ strong: <strong /> }} />;
}
