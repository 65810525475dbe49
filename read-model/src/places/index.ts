/** @kamra/read-model/places: the offline gazetteer of Pakistani places, city normalisation and place suggestions (server only). */
export { addressSearchKey } from './address-search-key';
export { searchedPlaceKey } from './searched-place-key';
export { areaById, areaIdOf, normaliseCity, placeOfAddress, suggestPlaces, urduAreaName, urduCityName, type AddressPlace, type PlaceSuggestion } from './places';
export { GAZETTEER_AREAS, GAZETTEER_CITIES, PROVINCES, type GazetteerArea, type GazetteerCity, type Province } from './places-gazetteer';
