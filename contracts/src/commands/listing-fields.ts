/**
 * The fields of a listing as stored in ListingSubmitted: what the submit commands produce.
 * These schemas check shape only (no minimums, no dates against today), so an event that was
 * valid when written stays readable when a rule is later tightened.
 */
import { z } from 'zod';
import {
  ADDRESS_SHOWN, BATHROOM_OPTIONS, BATHROOM_TYPES, DEGREE_TITLES, FEATURES, FURNISHED_ITEMS, GENDERS,
  KITCHEN_OPTIONS, LIFESTYLE_PREFERENCES, OCCUPATIONS, ROOM_CONDITIONS, ROOM_TYPES, SECONDARY_FEATURES,
} from '../options';

export const roomFeaturesSchema = z.object({
  furnished: z.array(z.enum(FURNISHED_ITEMS)),
  features: z.array(z.enum(FEATURES)),
  secondaryFeatures: z.array(z.enum(SECONDARY_FEATURES)),
});
export type RoomFeatures = z.infer<typeof roomFeaturesSchema>;

export const roommateFeaturesSchema = roomFeaturesSchema.extend({
  preferences: z.array(z.enum(LIFESTYLE_PREFERENCES)),
});
export type RoommateFeatures = z.infer<typeof roommateFeaturesSchema>;

export const educationSchema = z.object({
  educationCountry: z.string().optional(),
  sectorName: z.string().optional(),
  educationTitle: z.enum(DEGREE_TITLES).optional(),
  major: z.string().optional(),
});
export type Education = z.infer<typeof educationSchema>;

const lister = {
  listerName: z.string(),
  phone: z.string(),
};

export const roomFieldsSchema = z.object({
  tagline: z.string(),
  type: z.enum(ROOM_TYPES),
  address: z.string(),
  /** Absent on listings submitted before the choice existed: their full address was public. */
  addressShown: z.enum(ADDRESS_SHOWN).optional(),
  landmark: z.string().optional(),
  rent: z.number(),
  ...lister,
  about: z.string().optional(),
  condition: z.enum(ROOM_CONDITIONS),
  kitchen: z.enum(KITCHEN_OPTIONS),
  bathroom: z.enum(BATHROOM_OPTIONS),
  bathroomType: z.enum(BATHROOM_TYPES),
  maxRoommate: z.number().optional(),
  furnished: z.boolean(),
  features: roomFeaturesSchema,
  availableFrom: z.string(),
  description: z.string().optional(),
  nicNumber: z.string().optional(),
});
export type RoomFields = z.infer<typeof roomFieldsSchema>;

export const roommateFieldsSchema = z.object({
  tagline: z.string(),
  address: z.string(),
  /** Absent on listings submitted before the choice existed: their full address was public. */
  addressShown: z.enum(ADDRESS_SHOWN).optional(),
  landmark: z.string().optional(),
  rent: z.number(),
  ...lister,
  listerAge: z.number(),
  about: z.string().optional(),
  occupation: z.enum(OCCUPATIONS),
  education: educationSchema.optional(),
  gender: z.enum(GENDERS),
  age: z.number(),
  furnished: z.boolean(),
  features: roommateFeaturesSchema,
  availableFrom: z.string(),
  nicNumber: z.string().optional(),
});
export type RoommateFields = z.infer<typeof roommateFieldsSchema>;

export const accessoryFieldsSchema = z.object({
  tagline: z.string(),
  name: z.string(),
  price: z.number(),
  condition: z.number(),
  usageYear: z.number(),
  address: z.string(),
  /** Absent on listings submitted before the choice existed: their full address was public. */
  addressShown: z.enum(ADDRESS_SHOWN).optional(),
  description: z.string().optional(),
  ...lister,
});
export type AccessoryFields = z.infer<typeof accessoryFieldsSchema>;

/** The fields of any listing, tagged with its kind. */
export type ListingFields =
  | { kind: 'room'; fields: RoomFields }
  | { kind: 'roommate'; fields: RoommateFields }
  | { kind: 'accessory'; fields: AccessoryFields };
