import { useMachine } from '@xstate/react';
import { useId, type CSSProperties } from 'react';
import { Icon } from '../../../components/Icon';
import { inlineSign } from '../../../lib/direction';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n';
import { whyChooseCards } from '../why-choose-cards';
import { whyChooseCarouselMachine } from '../why-choose-carousel-machine';

/** 'Why choose Kamra': six cards that rotate every 5 s, swipeable, pausable on hover and focus. */
export function WhyChooseCarousel() {
  const { t } = useTranslation('home');
  const [snapshot, send] = useMachine(whyChooseCarouselMachine, { input: { count: whyChooseCards.length } });
  const { index } = snapshot.context;
  const paused = snapshot.matches('paused');
  const baseId = useId();

  return (
    <section className="section section--white" aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <div className="section-head section-head--center">
          <span className="eyebrow">{t('whyChoose.eyebrow')}</span>
          <h2 id={`${baseId}-title`}>{t('whyChoose.title')}</h2>
        </div>

        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label={t('whyChoose.label')}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') send({ type: 'PAUSE' });
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') send({ type: 'RESUME' });
          }}
          onFocus={() => send({ type: 'PAUSE' })}
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
              send({ type: 'RESUME' });
            }
          }}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            if (touch !== undefined) send({ type: 'SWIPE_START', x: touch.clientX * inlineSign() });
          }}
          onTouchEnd={(event) => {
            const touch = event.changedTouches[0];
            if (touch !== undefined) send({ type: 'SWIPE_END', x: touch.clientX * inlineSign() });
          }}
        >
          <div className="carousel__viewport">
            <div className="carousel__track" style={{ '--slide': index } as CSSProperties} aria-live={paused ? 'polite' : 'off'}>
              {whyChooseCards.map((card, cardIndex) => (
                <div
                  key={card.id}
                  className="carousel__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('whyChoose.slide', { number: formatNumber(cardIndex + 1), count: formatNumber(whyChooseCards.length) })}
                  aria-hidden={cardIndex !== index}
                >
                  <article className="why-card">
                    <span className="why-card__icon">
                      <Icon name={card.icon} size={30} />
                    </span>
                    <div>
                      <h3>{t(`whyChoose.${card.id}.title`)}</h3>
                      <p>{t(`whyChoose.${card.id}.text`)}</p>
                    </div>
                  </article>
                </div>
              ))}
            </div>
          </div>

          <div className="carousel__controls">
            <button type="button" className="carousel__arrow" onClick={() => send({ type: 'PREVIOUS' })} aria-label={t('whyChoose.previous')}>
              <Icon name="chevron-left" size={20} />
            </button>
            <div className="carousel__dots">
              {whyChooseCards.map((card, cardIndex) => (
                <button
                  key={card.id}
                  type="button"
                  className={cardIndex === index ? 'carousel__dot is-active' : 'carousel__dot'}
                  aria-label={t('whyChoose.show', { number: formatNumber(cardIndex + 1), title: t(`whyChoose.${card.id}.title`) })}
                  aria-current={cardIndex === index ? 'true' : undefined}
                  onClick={() => send({ type: 'GO_TO', index: cardIndex })}
                />
              ))}
            </div>
            <button type="button" className="carousel__arrow" onClick={() => send({ type: 'NEXT' })} aria-label={t('whyChoose.next')}>
              <Icon name="chevron-right" size={20} />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
