import { randomBytes, randomInt } from 'node:crypto';
import { COUNTRIES, MODEL_LIBRARY } from '../catalogue.js';
import type { DeviceProfile } from '../driver.js';

export const serialNumber = () => randomBytes(6).toString('hex').toUpperCase();

/**
 * A believable identity for a new or renewed device: a model from the library and a city in the
 * same country as before (a new machine keeps its region; spec point 8 refuses region changes).
 */
export function randomProfile(previous?: DeviceProfile): DeviceProfile {
  const model = MODEL_LIBRARY[randomInt(MODEL_LIBRARY.length)]!;
  const country = COUNTRIES.find((c) => c.code === previous?.country) ?? COUNTRIES[0]!;
  const city = country.cities.find((c) => c.nameEn === previous?.city) ?? country.cities[0]!;
  return {
    brand: model.brand,
    model: model.model,
    serialNumber: serialNumber(),
    country: country.code,
    city: city.nameEn,
    location: city.location,
    timeZone: city.timeZone,
    language: country.language,
  };
}
