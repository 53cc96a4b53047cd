export type { CountryCode, GeoPlace, GeoRoute, GeoService, LngLat, SuggestOptions, TravelTimes } from './types.ts';
export {
  addressFieldsFrom,
  boundsOf,
  cityMissingFromAddress,
  estimateArrival,
  estimateDrive,
  greatCircleKm,
  isLngLat,
  pathLengthKm,
  roadEstimate,
  searchCountries,
  showsArrivalEstimate,
  travelTimeWithMargin,
} from './helpers.ts';
