/** Competition times are Mecca time: Asia/Riyadh, UTC+03:00 all year (no daylight saving). */
export const meccaTimeZone = 'Asia/Riyadh';
