import { isolatedIn, localeOf, withoutIsolates, type Language } from '@kamra/contracts/language';
import { contactLinks } from '@kamra/contracts/rules';
import type { ListingDetail } from '@kamra/contracts/read-models';
import { GALLERY_SIZES, pictureSrcSet } from '@kamra/contracts/uploads';
import { routePaths } from '@kamra/contracts/web-paths';
import { escapeHtml } from './html.js';

/**
 * A landing page's first view, written by the server in the markup and classes the app renders
 * (web/src/app/layout and the page's components), with the texts of the app's own locale files
 * (the web build copies them into landing-pages.json). It paints with the page's first bytes,
 * styled by the stylesheets the head names; the app's first render replaces it with the same
 * view, so nothing moves and the largest paint is the server's. web/e2e/landing-pages.e2e.ts
 * holds it to the app's markup.
 *
 * Its buttons, fields and lists are disabled: they do nothing until the app takes the page
 * over, and what a reader typed or chose in them before then would vanish when the app's own
 * controls replace them. A disabled one takes nothing, and the app's enabled one comes in its
 * place. Links stay live: they work without the app.
 */

/** Which language a set of locale files is in: its values are filled in as the app fills them in that language. */
export const TEXTS_LANGUAGE: unique symbol = Symbol('the language of these texts');

/** Locale files by namespace, as the app reads them, and the language they are in. */
export type PageTexts = Record<string, unknown> & { readonly [TEXTS_LANGUAGE]?: Language };

/**
 * The text at `key` (dotted) of `namespace`, with `{{name}}` filled in as the app's i18next
 * fills it (each value isolated in Urdu, contracts' isolatedIn); the key itself when missing,
 * as i18next shows it.
 */
export function textOf(texts: PageTexts, namespace: string, key: string, values: Record<string, string> = {}): string {
  let node: unknown = texts[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') return key;
  const language = texts[TEXTS_LANGUAGE];
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : isolatedIn(language, value);
  });
}

/** The app's icons these views show (web/src/components/Icon.tsx). */
const ICON_PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v6M12 7.5v.01',
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  megaphone: 'M3 10.5v3a1.5 1.5 0 0 0 1.5 1.5H7l7 4.5v-15L7 9H4.5A1.5 1.5 0 0 0 3 10.5ZM7 15l1.5 5.5h2.5L10 15.8M18 9a4 4 0 0 1 0 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM21 21l-4.3-4.3',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  sparkles: 'M12 3.5 13.8 9 19.5 11l-5.7 2L12 18.5 10.2 13 4.5 11l5.7-2L12 3.5ZM19 3v3M17.5 4.5h3M5 17v3M3.5 18.5h3',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.3 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  'chevron-left': 'm15 6-6 6 6 6',
  'chevron-right': 'm9 6 6 6-6 6',
} as const;

/** Icons that point along the line of reading, mirrored in right-to-left pages (the app's POINTING). */
const POINTING: ReadonlySet<string> = new Set(['chevron-left', 'chevron-right']);

export function icon(name: keyof typeof ICON_PATHS, size: number, className?: string): string {
  const classes = POINTING.has(name) ? `icon-directional ${className ?? ''}`.trimEnd() : className;
  const classAttribute = classes === undefined ? '' : ` class="${classes}"`;
  return `<svg${classAttribute} width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`;
}

const BRAND_LOGO =
  '<span class="brand-logo brand-logo--dark"><svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true"><rect width="40" height="40" rx="11" fill="#0b6e5f"></rect>' +
  '<path d="M9 19.5 20 10l11 9.5" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"></path>' +
  '<path d="M13 18v12h14V18" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"></path>' +
  '<rect x="17.5" y="22" width="5" height="8" rx="1" fill="#f4a62a"></rect></svg><span class="brand-logo__word">Kamra</span></span>';

/** The Google sign-in the app's last nav item opens for a visitor (web's GOOGLE_SIGN_IN_PATH). */
const GOOGLE_SIGN_IN_PATH = '/auth/google';

interface NavItem {
  label: string;
  shortLabel: string;
  href: string;
  icon: keyof typeof ICON_PATHS;
  activeOn: readonly string[];
}

/** A visitor's nav items, as web/src/app/layout/nav-items.ts lists them signed out. */
function navItems(texts: PageTexts): NavItem[] {
  const t = (key: string) => textOf(texts, 'common', key);
  return [
    { label: t('nav.home'), shortLabel: t('nav.home'), href: routePaths.home, icon: 'home', activeOn: [routePaths.home] },
    { label: t('nav.about'), shortLabel: t('nav.aboutShort'), href: routePaths.about, icon: 'info', activeOn: [routePaths.about] },
    { label: t('nav.blogs'), shortLabel: t('nav.blogs'), href: routePaths.blogs, icon: 'book', activeOn: [routePaths.blogs, '/blog/'] },
    { label: t('nav.advertise'), shortLabel: t('nav.advertiseShort'), href: routePaths.advertise, icon: 'megaphone', activeOn: [routePaths.advertise] },
    { label: t('nav.signUpLogin'), shortLabel: t('nav.login'), href: GOOGLE_SIGN_IN_PATH, icon: 'user', activeOn: [] },
  ];
}

const isActive = (item: NavItem, pathname: string): boolean =>
  item.activeOn.some((prefix) =>
    prefix === '/' ? pathname === '/' : pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

/** The app's public chrome (AppLayout) for a visitor around `main`; the footer is below the fold and left to the app. */
export function appChrome(texts: PageTexts, language: Language, pathname: string, main: string): string {
  const t = (key: string) => escapeHtml(textOf(texts, 'common', key));
  const items = navItems(texts);
  const current = (item: NavItem) => (isActive(item, pathname) ? ' aria-current="page"' : '');
  const bar = items.map((item, index) => {
    const last = index === items.length - 1;
    const className = last ? 'navbar__cta btn btn--primary' : `navbar__link${isActive(item, pathname) ? ' is-active' : ''}`;
    return `<li><a${current(item)} href="${escapeHtml(item.href)}" class="${className}">${escapeHtml(item.label)}</a></li>`;
  });
  const tabs = items.map((item) => {
    const label = item.shortLabel === item.label ? '' : ` aria-label="${escapeHtml(item.label)}"`;
    const className = `tabbar__link${isActive(item, pathname) ? ' is-active' : ''}`;
    return `<li><a${current(item)} href="${escapeHtml(item.href)}" class="${className}"${label}>${icon(item.icon, 22)}<span class="tabbar__label">${escapeHtml(item.shortLabel)}</span></a></li>`;
  });
  // The switch names the other language, in that language's own script and direction.
  const other = language === 'ur' ? { lang: 'en', dir: 'ltr', name: t('language.english') } : { lang: 'ur', dir: 'rtl', name: t('language.urdu') };
  return [
    '<div class="app-shell">',
    `<a class="skip-link" href="#main">${t('skipToContent')}</a>`,
    '<header class="navbar"><div class="container navbar__inner">',
    `<a aria-label="${t('brandHome')}" href="/" class="navbar__brand">${BRAND_LOGO}</a>`,
    `<nav class="navbar__nav" aria-label="${t('nav.main')}"><ul class="navbar__list">${bar.join('')}</ul></nav>`,
    `<button type="button" disabled class="language-switch" lang="${other.lang}" dir="${other.dir}">${other.name}</button>`,
    '</div></header>',
    `<main id="main" class="app-shell__main">${main}</main>`,
    `<nav class="tabbar" aria-label="${t('nav.mainMobile')}"><ul class="tabbar__list">${tabs.join('')}</ul></nav>`,
    '</div>',
  ].join('');
}

/**
 * The hour in Pakistan, which picks the hero's greeting. The app greets by the reader's own
 * clock, so a reader in another time zone may see the greeting change as the app takes over.
 */
export function pakistanHour(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/** web/src/features/home/greeting.ts */
function greetingFor(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

/** `<accent>…</accent>` of a text as the hero's <span> (the app's <Trans>), the rest escaped. */
const withAccent = (text: string): string =>
  text.split(/(<accent>[\s\S]*?<\/accent>)/).map((part) => {
    const accent = /^<accent>([\s\S]*)<\/accent>$/.exec(part);
    return accent ? `<span>${escapeHtml(accent[1] ?? '')}</span>` : escapeHtml(part);
  }).join('');

const HERO_ART =
  '<svg viewBox="0 0 420 340" class="hero-art__svg"><rect x="10" y="10" width="400" height="320" rx="28" fill="#e7f6f1"></rect><rect x="10" y="250" width="400" height="80" rx="0" fill="#d2ece4"></rect>' +
  '<path d="M10 250h400v52a28 28 0 0 1-28 28H38a28 28 0 0 1-28-28z" fill="#c3e4d9"></path><path d="M250 60a45 45 0 0 1 90 0v100h-90z" fill="#ffffff" stroke="#0b6e5f" stroke-width="6"></path>' +
  '<path d="M295 30v130M250 105h90" stroke="#0b6e5f" stroke-width="4"></path><circle cx="318" cy="70" r="12" fill="#f4a62a"></circle><rect x="60" y="92" width="120" height="8" rx="4" fill="#08554b"></rect>' +
  '<rect x="70" y="62" width="16" height="30" rx="3" fill="#f4a62a"></rect><rect x="90" y="56" width="14" height="36" rx="3" fill="#149a85"></rect><rect x="108" y="66" width="18" height="26" rx="3" fill="#b6e3d8"></rect>' +
  '<path d="M150 92c-8-22 4-34 14-36-2 12 6 22 0 36z" fill="#149a85"></path><rect x="40" y="190" width="210" height="60" rx="14" fill="#0b6e5f"></rect><rect x="40" y="160" width="28" height="92" rx="10" fill="#063d36"></rect>' +
  '<rect x="76" y="172" width="62" height="30" rx="12" fill="#ffffff"></rect><rect x="140" y="180" width="108" height="28" rx="10" fill="#fdf0d8"></rect><rect x="50" y="248" width="12" height="22" rx="4" fill="#063d36"></rect>' +
  '<rect x="228" y="248" width="12" height="22" rx="4" fill="#063d36"></rect><rect x="330" y="232" width="40" height="38" rx="8" fill="#f4a62a"></rect>' +
  '<path d="M350 232c-20-26-14-52 0-62 14 10 20 36 0 62zM350 232c-30-10-36-30-30-40 14 2 26 18 30 40zM350 232c30-10 36-30 30-40-14 2-26 18-30 40z" fill="#149a85"></path>' +
  '<path d="M285 270v-78" stroke="#08554b" stroke-width="4"></path><path d="M268 192h34l-8-24h-18z" fill="#fdf0d8" stroke="#08554b" stroke-width="3"></path><rect x="272" y="268" width="26" height="6" rx="3" fill="#08554b"></rect></svg>';

/** The rent the hero's sample listing shows (HeroIllustration's SAMPLE_RENT), written as a card writes a rent. */
const HERO_SAMPLE_ROOM = { kind: 'room', rent: 18_000 } as const;

/** The home page's hero (web/src/features/home/components/HomeHero.tsx), the rest of the page left to the app. */
export function homeHero(texts: PageTexts, language: Language, hour: number): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textOf(texts, 'home', key, values));
  const greeting = textOf(texts, 'home', `greeting.${greetingFor(hour)}`);
  const search = (kind: 'room' | 'roommate') => escapeHtml(`${routePaths.searchResult}?location=all&listed=${kind}`);
  return [
    '<section class="hero"><div class="container hero__grid"><div class="hero__copy">',
    `<p class="hero__greeting">${t('hero.welcome', { greeting })}</p>`,
    `<h1 class="hero__title">${withAccent(textOf(texts, 'home', 'hero.title'))}</h1>`,
    `<p class="hero__lead">${t('hero.lead')}</p>`,
    '<div class="hero__actions">',
    `<a href="${routePaths.listWizard.room}" class="btn btn--accent btn--lg">${t('hero.listRoom')}</a>`,
    `<a href="${search('room')}" class="btn btn--light btn--lg">${t('hero.findRoom')}</a>`,
    `<a href="${routePaths.listWizard.roommate}" class="btn btn--ghost-light btn--lg">${t('hero.listRoommate')}</a>`,
    `<a href="${search('roommate')}" class="btn btn--ghost-light btn--lg">${t('hero.findRoommate')}</a>`,
    '</div>',
    '<div class="hero__search"><form class="place-search" role="search">',
    `<label for="place-search" class="visually-hidden">${t('placeSearch.label')}</label>`,
    `<div class="place-search__field">${icon('map-pin', 20, 'place-search__icon')}`,
    `<div class="place-input place-input--in-field"><input id="place-search" disabled class="place-search__input" autocomplete="off" enterkeyhint="search" placeholder="${t('placeSearch.placeholder')}" type="text" value=""></div>`,
    `<button type="submit" disabled class="btn btn--primary place-search__submit">${icon('search', 18)}<span>${t('placeSearch.submit')}</span></button>`,
    '</div></form>',
    `<a href="${routePaths.advanceSearch}" class="hero__advanced">${icon('sparkles', 18)}${t('hero.advancedSearch')}</a>`,
    '</div></div>',
    `<div class="hero-art" aria-hidden="true">${HERO_ART}`,
    `<div class="hero-art__chip hero-art__chip--price"><strong>${escapeHtml(amountIn(texts, language, HERO_SAMPLE_ROOM))}</strong><span>${t('hero.chipPlace')}</span></div>`,
    `<div class="hero-art__chip hero-art__chip--verified"><span class="hero-art__tick">✓</span> ${t('hero.chipReviewed')}</div>`,
    '</div></div></section>',
  ].join('');
}

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const SCRIPTS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

/**
 * The shell of a page with a first view, arranged so that view paints from the document alone.
 * Over a slow link the browser shares the bandwidth among every request it has started, so a
 * stylesheet fetched beside the app's forty scripts arrives as late as they do: the styles are
 * written into the head instead (`css` reads one of the build's files), and the scripts and
 * their preloads go after the first view, so they start once its bytes are in. The app's own
 * stylesheet links for the page come again when it loads the page's code; the same rules
 * applied twice change nothing.
 */
export async function firstViewShell(shell: string, css: (href: string) => Promise<string>): Promise<string> {
  const hrefs = [...shell.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  const styles = new Map(await Promise.all(hrefs.map(async (href) => [href, await css(href)] as const)));
  const scripts: string[] = [];
  const withoutScripts = shell.replace(SCRIPTS, (_whole, tag: string) => {
    scripts.push(tag);
    return '';
  });
  // A </style> inside a stylesheet's text would end the element early; the build's never has one.
  const inlined = withoutScripts.replace(STYLESHEET, (_whole, href: string) => `<style>${(styles.get(href) ?? '').replaceAll('</style', '<\\/style')}</style>`);
  return inlined.replace('</body>', () => `${scripts.join('')}</body>`);
}

/** 12,000 in either language, Western digits (web/src/i18n/format.ts). */
export const formatNumber = (value: number, language: Language): string =>
  new Intl.NumberFormat(localeOf(language), { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(value);

/** What a listing costs, as every listing DTO carries it (the web's ListingAmount). */
type ListingAmount = { kind: 'accessory'; price: number } | { kind: 'room' | 'roommate'; rent: number };

/** The headline amount as web/src/lib/display.ts's amountOf writes it. */
export function amountIn(texts: PageTexts, language: Language, listing: ListingAmount): string {
  const rupees = (amount: number) => textOf(texts, 'common', 'money.rupees', { amount: formatNumber(Math.round(amount), language) });
  return listing.kind === 'accessory' ? rupees(listing.price) : textOf(texts, 'common', 'money.perMonth', { amount: rupees(listing.rent) });
}

/** The gallery (web/src/components/listing/Gallery.tsx) on its first picture. */
function gallery(texts: PageTexts, listing: ListingDetail): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(textOf(texts, 'listing', key, values));
  const { pictures } = listing;
  const first = pictures[0];
  if (first === undefined) return `<div class="gallery gallery--empty">${t('gallery.none')}</div>`;
  const srcset = pictureSrcSet(first);
  const alt = t('gallery.picture', { title: listing.tagline, number: '1', count: String(pictures.length) });
  const main =
    `<button type="button" disabled class="gallery__main" aria-label="${t('gallery.larger')}"><img sizes="${GALLERY_SIZES}" alt="${alt}" width="${first.width}" height="${first.height}" fetchpriority="high"` +
    `${srcset === undefined ? '' : ` srcset="${escapeHtml(srcset)}"`} src="${escapeHtml(first.url)}"></button>`;
  const thumbs = pictures.length > 1
    ? `<ul class="gallery__thumbs" aria-label="${t('gallery.pictures')}">${pictures.map((picture, index) =>
      `<li><button type="button" disabled class="gallery__thumb${index === 0 ? ' is-active' : ''}" aria-label="${t('gallery.show', { number: String(index + 1) })}" aria-pressed="${index === 0}">` +
      `<img alt="" loading="lazy" decoding="async" width="96" height="72" src="${escapeHtml(picture.thumbUrl)}"></button></li>`).join('')}</ul>`
    : '';
  return `<div class="gallery">${main}${thumbs}</div>`;
}

/** The id of the app's contact block (ListingView's CONTACT_ID), which the header's "Contact the lister" links to. */
export const CONTACT_ID = 'contact';

/**
 * The lister's contact block (web/src/components/listing/ContactLister.tsx) as it first shows:
 * the message in the reader's language, the links carrying it. On a phone it is below the
 * pictures, and the header's link leads here before the app has taken over.
 */
function contactBlock(texts: PageTexts, listing: ListingDetail): string {
  const t = (key: string) => escapeHtml(textOf(texts, 'listing', key));
  const common = (key: string) => escapeHtml(textOf(texts, 'common', key));
  const { lister } = listing;
  // As the app's contactMessage: its text without the isolates around the tagline (a textarea shows them as typed).
  const message = withoutIsolates(textOf(texts, 'listing', 'contact.message', { tagline: listing.tagline.trim() }));
  const links = contactLinks(lister.phone, message);
  const verified = lister.verified ? `<span class="badge badge--verified">${common('badges.verified')}</span>` : '';
  const phoneVerified = lister.phoneVerified ? `<span class="badge badge--phone">${icon('check', 12)}${common('badges.phoneVerified')}</span>` : '';
  return [
    `<aside class="listing__aside" id="${CONTACT_ID}"><section class="contact card" aria-labelledby="contact-heading">`,
    `<div class="contact__lister"><img src="${escapeHtml(lister.photoUrl)}" alt="" width="56" height="56" loading="lazy" class="contact__photo"><div>`,
    `<h2 id="contact-heading" class="contact__name"><span dir="auto">${escapeHtml(lister.name)}</span>${verified}</h2>`,
    `<p class="contact__phone"><a href="${escapeHtml(links.tel)}" dir="ltr">${escapeHtml(lister.phone)}</a>${phoneVerified}</p>`,
    '</div></div>',
    `<label for="contact-message" class="contact__label">${t('contact.yourMessage')}</label>`,
    `<textarea id="contact-message" class="input contact__message" rows="4" dir="auto" disabled>${escapeHtml(message)}</textarea>`,
    '<div class="contact__actions">',
    `<a class="btn btn--primary" href="${escapeHtml(links.sms)}">${t('contact.sms')}</a>`,
    `<a class="btn btn--outline" href="${escapeHtml(links.tel)}">${t('contact.call')}</a>`,
    `<a class="btn btn--whatsapp" href="${escapeHtml(links.whatsapp)}" target="_blank" rel="noopener noreferrer">${t('contact.whatsapp')}</a>`,
    '</div></section></aside>',
  ].join('');
}

/**
 * A public listing's header and gallery as the app's ListingView shows them to a visitor, with
 * `rest` (the crawlers' summary of its features and words) where the app's details go. The
 * actions are the phone's: the app's share button where the browser has a share sheet (phones
 * do), which a browser without one replaces with its WhatsApp and copy buttons.
 */
export function listingFirstView(texts: PageTexts, language: Language, listing: ListingDetail, rest: string): string {
  const common = (key: string) => escapeHtml(textOf(texts, 'common', key));
  const badges = [listing.isNew ? `<span class="badge badge--new">${common('badges.new')}</span>` : '', listing.boosted ? `<span class="badge badge--boosted">${common('badges.boosted')}</span>` : ''].join('');
  const areaNote = listing.addressShown === 'area' ? `<p class="listing__address-note">${escapeHtml(textOf(texts, 'listing', 'areaOnly'))}</p>` : '';
  return [
    '<article class="container section listing"><header class="listing__head">',
    `<p class="listing__kind">${common(`kinds.${listing.kind}`)}${badges}</p>`,
    `<h1 class="listing__title" dir="auto">${escapeHtml(listing.tagline)}</h1>`,
    `<p class="listing__place">${icon('map-pin', 18)}<span dir="auto">${escapeHtml(listing.address)}</span></p>`,
    areaNote,
    `<p class="listing__amount">${escapeHtml(amountIn(texts, language, listing))}</p>`,
    '<div class="listing__actions">',
    `<a class="btn btn--primary listing__contact-link" href="#${CONTACT_ID}">${escapeHtml(textOf(texts, 'listings', 'contactLister'))}</a>`,
    `<button type="button" disabled class="favourite-heart favourite-heart--inline" aria-pressed="false" title="${common('favourite.save')}">`,
    `<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${ICON_PATHS.heart}"></path></svg><span>${common('favourite.save')}</span></button>`,
    `<div class="share-listing"><button type="button" disabled class="btn btn--outline">${escapeHtml(textOf(texts, 'listings', 'share.share'))}</button></div>`,
    '</div></header>',
    `<div class="listing__layout"><div class="listing__gallery">${gallery(texts, listing)}</div>${contactBlock(texts, listing)}<div class="listing__main">${rest}</div></div>`,
    '</article>',
  ].join('');
}
