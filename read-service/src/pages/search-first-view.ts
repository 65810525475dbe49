import { isolatedIn, type Language } from '@kamra/contracts/language';
import { areaLabel, famousCityLabel, famousCityNamed } from '@kamra/contracts/options';
import { SEARCH_SORTS } from '@kamra/contracts/queries';
import type { ListingCard, ListingSearchPage, SearchPlace } from '@kamra/contracts/read-models';
import { countFilters, listingsPath, resultsSummary, searchResultPath, searchTabs, FIRST_RESULTS_ELEMENT_ID, type ResultsPageQuery } from '@kamra/contracts/search';
import { routePaths } from '@kamra/contracts/web-paths';
import { amountIn, formatNumber, icon, textOf, type PageTexts } from './first-view.js';
import { escapeHtml, scriptJson, scriptJsonText } from './html.js';

/**
 * The search results page's first view (web/src/features/search: SearchResultPage, SearchTabs,
 * SaveSearchButton, SearchToolbar, ListingResults, and the shared ListingSlider, ListingGrid and
 * ListingTile), for the answer GET /api/listings gives the page's first search, which goes with
 * it (the API's text of it) so the app shows the same cards without asking again. web/e2e/landing-pages.e2e.ts holds
 * it to the app's markup, box for box. Its controls are disabled until the app takes over, as
 * first-view.ts says why.
 */

type Text = (key: string, values?: Record<string, string>) => string;

/** The app's texts of a namespace, in one language; `count` picks i18next's plural form. */
function textsIn(texts: PageTexts, language: Language, namespace: string) {
  const plurals = new Intl.PluralRules(language);
  const t: Text = (key, values) => textOf(texts, namespace, key, values);
  const plural = (key: string, count: number, values: Record<string, string>) => t(`${key}_${plurals.select(count)}`, values);
  return { t, plural };
}

/** The page's labels of one group of stored options (options.json). */
const optionLabels = (texts: PageTexts, group: string): Record<string, unknown> | undefined =>
  (texts['options'] as Record<string, Record<string, unknown> | undefined> | undefined)?.[group];

/** web/src/i18n/options.ts: a stored option's label, else the value itself. */
function optionLabel(texts: PageTexts, group: string, value: string): string {
  const label = optionLabels(texts, group)?.[value];
  return typeof label === 'string' ? label : value;
}

/** A city's name in the page's language (contracts' famousCityLabel, as the app's cityLabel). */
const cityOf = (texts: PageTexts, place: Pick<SearchPlace, 'city' | 'cityName'>): string =>
  famousCityLabel(optionLabels(texts, 'famousCities'), place.city, place.cityName);

/** The results page's summary (contracts' resultsSummary, as the app words it), in the page's language. */
function summaryTexts(texts: PageTexts, language: Language) {
  const { t, plural } = textsIn(texts, language, 'search');
  const summary = resultsSummary({
    text: t,
    plural: (key, count, values) => plural(key, count, { ...values, count: String(count) }),
    number: (value) => formatNumber(value, language),
    city: (place) => cityOf(texts, place),
    area: (name, urduName) => areaLabel(language, name, urduName),
  });
  return { t, ...summary };
}

/** web/src/components/listing-tile-facts.ts */
function tileFacts(texts: PageTexts, card: ListingCard): string[] {
  const t: Text = (key, values) => textOf(texts, 'common', key, values);
  switch (card.kind) {
    case 'room':
      return [card.roomType === null ? null : optionLabel(texts, 'roomTypes', card.roomType), card.furnished ? t('tile.furnished') : t('tile.unfurnished')]
        .filter((fact): fact is string => fact !== null);
    case 'roommate':
      return [card.lookingFor === null ? null : t('tile.lookingFor', { who: optionLabel(texts, 'genders', card.lookingFor) }), card.furnished ? t('tile.furnished') : null]
        .filter((fact): fact is string => fact !== null);
    case 'accessory':
      return card.condition === null ? [] : [t('tile.condition', { condition: String(card.condition) })];
  }
}

const listingHref = (card: ListingCard): string => routePaths.listing[card.kind].replace(':id', encodeURIComponent(card.id));

/** web/src/components/ListingTile.tsx for a visitor (nothing kept among favourites). */
function tile(texts: PageTexts, language: Language, card: ListingCard, first: boolean): string {
  const t = (key: string) => escapeHtml(textOf(texts, 'common', key));
  const thumb = card.pictures[0] ?? card.cover;
  const facts = tileFacts(texts, card);
  const media = thumb === null
    ? `<span class="listing-tile__no-photo">${t(`kinds.${card.kind}`)}</span>`
    : `<img src="${escapeHtml(thumb)}" alt="" loading="${first ? 'eager' : 'lazy'}" fetchpriority="${first ? 'high' : 'auto'}" decoding="async" width="400" height="300">`;
  const badges = (card.isNew ? `<span class="badge badge--new">${t('badges.new')}</span>` : '') + (card.boosted ? `<span class="badge badge--boosted">${t('badges.boosted')}</span>` : '');
  return [
    `<article class="listing-tile"><a href="${escapeHtml(listingHref(card))}" class="listing-tile__link">`,
    `<div class="listing-tile__media">${media}<span class="listing-tile__badges">${badges}</span></div>`,
    '<div class="listing-tile__body">',
    `<h3 class="listing-tile__title" dir="auto">${escapeHtml(card.tagline)}</h3>`,
    `<p class="listing-tile__place">${icon('map-pin', 16)}<span dir="auto">${escapeHtml(card.address)}</span></p>`,
    facts.length > 0 ? `<p class="listing-tile__facts">${escapeHtml(facts.join(' · '))}</p>` : '',
    card.lister.phoneVerified ? `<p class="listing-tile__trust"><span class="badge badge--phone">${icon('check', 12)}${t('badges.phoneVerified')}</span></p>` : '',
    `<p class="listing-tile__amount">${escapeHtml(amountIn(texts, language, card))}</p>`,
    '</div></a>',
    `<button type="button" disabled class="favourite-heart favourite-heart--overlay" aria-pressed="false" aria-label="${t('favourite.save')}" title="${t('favourite.save')}">${icon('heart', 20)}</button>`,
    '</article>',
  ].join('');
}

const tiles = (texts: PageTexts, language: Language, cards: readonly ListingCard[]): string =>
  cards.map((card, index) => `<li>${tile(texts, language, card, index === 0)}</li>`).join('');

/** web/src/components/ListingSlider.tsx */
function slider(texts: PageTexts, language: Language, cards: readonly ListingCard[], label: string): string {
  const t = (key: string) => escapeHtml(textOf(texts, 'common', key, { label }));
  const arrows = cards.length > 1
    ? '<div class="listing-slider__arrows">' +
      `<button type="button" disabled class="listing-slider__arrow" aria-label="${t('slider.previous')}">${icon('chevron-left', 20)}</button>` +
      `<button type="button" disabled class="listing-slider__arrow" aria-label="${t('slider.more')}">${icon('chevron-right', 20)}</button></div>`
    : '';
  return `<div class="listing-slider-frame"><ul class="listing-slider" aria-label="${escapeHtml(label)}">${tiles(texts, language, cards)}</ul>${arrows}</div>`;
}

/** web/src/features/search/components/ListingResults.tsx with its first page in. */
function results(texts: PageTexts, language: Language, query: ResultsPageQuery, page: ListingSearchPage): string {
  const { t, listingsOf, resultsHeadline, emptyAreaNotice, resultsSections, boostedCards } = summaryTexts(texts, language);
  const kind = query.tab.kind;
  const listings = listingsOf(kind);
  const boosted = boostedCards(page);
  const note = emptyAreaNotice(kind, page);
  const parts = page.items.length === 0
    ? `<section aria-labelledby="all-heading"><h2 id="all-heading">${escapeHtml(t('results.emptyTitle'))}</h2><p class="muted">${escapeHtml(t('results.emptyText'))}</p></section>`
    : resultsSections(kind, page).map((section) =>
      `<section aria-labelledby="${section.key}-heading" class="search-results__part search-results__part--${section.key}"><h2 id="${section.key}-heading">${escapeHtml(section.heading)}</h2>` +
      `<ul class="listing-grid" aria-label="${escapeHtml(section.heading)}">${tiles(texts, language, section.cards)}</ul></section>`).join('');
  return [
    '<div class="search-results" aria-busy="false"><div class="search-results__summary">',
    `<p class="search-results__count" role="status">${escapeHtml(resultsHeadline(kind, query.location, page))}</p>`,
    note === null ? '' : `<p class="search-results__notice">${escapeHtml(note)}</p>`,
    '</div>',
    boosted.length === 0
      ? ''
      : `<section class="search-results__boosted" aria-labelledby="boosted-heading"><h2 id="boosted-heading">${escapeHtml(t('results.boosted'))}</h2>${slider(texts, language, boosted, t('results.boostedLabel', { listings }))}</section>`,
    parts,
    page.nextCursor === null ? '' : `<div class="search-results__more"><button type="button" disabled class="btn btn--outline">${escapeHtml(t('results.loadMore'))}</button></div>`,
    '</div>',
  ].join('');
}

/** `<place>…</place>` of a text as the page's <strong> (the app's <Trans>), its values filled in as the app fills them in `language`. */
function withPlace(text: string, language: Language, values: Record<string, string>): string {
  const fill = (part: string) => escapeHtml(part.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolatedIn(language, value);
  }));
  return text.split(/(<place>[\s\S]*?<\/place>)/).map((part) => {
    const place = /^<place>([\s\S]*)<\/place>$/.exec(part);
    return place ? `<strong class="search-page__place" dir="auto">${fill(place[1] ?? '')}</strong>` : fill(part);
  }).join('');
}

/**
 * web/src/features/search/pages/SearchResultPage.tsx for a visitor, and the answer its cards
 * come from, which the app takes instead of asking (web/src/features/search/first-results.ts).
 */
export function searchResultsFirstView(
  texts: PageTexts, language: Language, { query, answer, page }: { query: ResultsPageQuery; answer: string; page: ListingSearchPage },
): string {
  const { t, listingsOf } = summaryTexts(texts, language);
  const common = (key: string) => escapeHtml(textOf(texts, 'common', key));
  const { location, tab, values, sort } = query;
  // As the app's placeName: a city the site knows in the page's language, any other place as typed.
  const city = famousCityNamed(location);
  const placeName = location.toLowerCase() === 'all' ? t('place.all') : city ? cityOf(texts, { city: city.city, cityName: city.name }) : location;
  // The text's own markup is its <place> tag, filled in before the seeker's words go in.
  const listingsIn = withPlace(textOf(texts, 'search', 'resultsPage.listingsIn'), language, { listings: listingsOf(tab.kind), place: placeName });
  const everywhere = location === 'all'
    ? ''
    : ` · <a href="${escapeHtml(searchResultPath('all', tab.listed))}">${escapeHtml(t('resultsPage.everywhere'))}</a>`;
  const tabs = searchTabs.map((each) => {
    const active = each.listed === tab.listed;
    return `<a href="${escapeHtml(searchResultPath(location, each.listed))}" class="search-tabs__tab${active ? ' is-active' : ''}"${active ? ' aria-current="page"' : ''}>${escapeHtml(t(`tabs.${each.kind}`))}</a>`;
  });
  const amount = t(values.kind === 'accessory' ? 'amount.price' : 'amount.rent');
  const options = SEARCH_SORTS.map((option) => `<option value="${option}"${option === sort ? ' selected' : ''}>${escapeHtml(t(`sort.${option}`, { amount }))}</option>`);
  const count = countFilters(values);
  const filters = count > 0 ? t('toolbar.filtersCount', { count: formatNumber(count, language) }) : t('toolbar.filters');
  return [
    '<section class="container section search-page"><header class="search-page__head">',
    `<h1>${escapeHtml(t('resultsPage.heading'))}</h1>`,
    `<p class="muted">${listingsIn}${everywhere}</p>`,
    '</header>',
    `<nav class="search-tabs" aria-label="${escapeHtml(t('tabs.label'))}">${tabs.join('')}</nav>`,
    `<div class="save-search"><button type="button" disabled class="btn btn--outline save-search__button">${icon('bell', 18)}${common('saveSearch.save')}</button></div>`,
    '<div class="search-toolbar">',
    `<label class="search-toolbar__sort"><span>${escapeHtml(t('sort.label'))}</span><select class="input" disabled>${options.join('')}</select></label>`,
    `<button type="button" disabled class="btn btn--outline search-toolbar__filters" aria-haspopup="dialog">${escapeHtml(filters)}</button>`,
    `<a href="${routePaths.advanceSearch}" class="search-toolbar__advanced">${escapeHtml(t('toolbar.advanced'))}</a>`,
    '</div>',
    results(texts, language, query, page),
    '</section>',
    // The API's own text of the answer, so the app is handed exactly what it would have been sent.
    `<script type="application/json" id="${FIRST_RESULTS_ELEMENT_ID}">{"path":${scriptJson(listingsPath(query.first))},"page":${scriptJsonText(answer)}}</script>`,
  ].join('');
}
