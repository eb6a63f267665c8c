/** Request members of the gochara operations that read one transit moment (named targetDate/targetTime: date and time are the birth data's). */
import { Type } from '@sinclair/typebox';
import { DateString } from '@celestial/core';

export const TargetMembers = {
  targetDate: Type.Optional({ ...DateString, description: 'transit date YYYY-MM-DD at the birth place, in the birth timezone; today when omitted' }),
  targetTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss of the transit; 12:00:00 when a date is named, else now' })),
};
