import { useTranslation } from 'react-i18next';
import { usePage } from '../../../lib/use-page';
import { FamousCities } from '../components/FamousCities';
import { FeaturedListings } from '../components/FeaturedListings';
import { HomeHero } from '../components/HomeHero';
import { HomeReviews } from '../components/HomeReviews';
import { NewsletterStrip } from '../components/NewsletterStrip';
import { PreLovedBanner } from '../components/PreLovedBanner';
import { SharingTips } from '../components/SharingTips';
import { WhyChooseCarousel } from '../components/WhyChooseCarousel';
import '../home.css';

export function HomePage() {
  const { t } = useTranslation('home');
  usePage(t('meta.title'), t('meta.description'));
  return (
    <>
      <HomeHero />
      <FeaturedListings />
      <PreLovedBanner />
      <SharingTips />
      <WhyChooseCarousel />
      <FamousCities />
      <HomeReviews />
      <NewsletterStrip />
    </>
  );
}
