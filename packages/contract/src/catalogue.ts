import { z } from 'zod';

/**
 * The customization catalogue (spec point 3, "Device customization"): what a phone can be made to
 * look like, as GET /app-api/infra/model-library/list* and /infra/renew-redesign/countries and
 * cities/{id} answer it.
 */

/** A brand and model a phone can be customised as. */
export const PhoneModelSchema = z.object({
  brand: z.string(),
  model: z.string(),
  /** The marketing name shown beside the model code. */
  name: z.string(),
});
export type PhoneModel = z.infer<typeof PhoneModelSchema>;

/** A country a phone can be placed in; its cities are listed apart (cities/{id}). */
export const CountrySchema = z.object({
  id: z.number().int(),
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  /** The language a phone placed there takes, e.g. 'ja-JP'. */
  language: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;

export const CitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  /** "lat,lng" of the city centre, the default location. */
  location: z.string(),
  timeZone: z.string(),
});
export type City = z.infer<typeof CitySchema>;
