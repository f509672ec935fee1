// The seasons a question may name ("in winter", 冬の, зимой), in all 11 languages as one pattern
// each: what a place's texts say of that season (icy steps, colder nights) belongs in the answer
// of a question asked for it, whatever kind it asks. Chinese and Japanese write a season with one
// character, which the question's words leave out (terms.ts keeps character pairs). Data and a
// matcher.
// Not matched, as they mean something else as often: French "été" (also "been"), English "fall"
// and "spring" (waterfalls, hot springs), Russian "лет" (also "years").
const SEASONS: Record<string, RegExp> = {
  winter: /冬|winter|hiver|зим[аойуе]|mùa đông|mua dong|ฤดูหนาว|หน้าหนาว|겨울|musim sejuk|musim dingin/iu,
  summer: /夏|summer|en été|l'été|sommer|летом|лето|mùa hè|mua he|ฤดูร้อน|หน้าร้อน|여름|musim panas/iu,
  spring: /春(?!节|節)|printemps|frühling|весн|mùa xuân|mua xuan|ฤดูใบไม้ผลิ|봄철|봄에|musim bunga/iu,
  autumn: /秋|autumn|automne|herbst|осен|mùa thu|mua thu|ฤดูใบไม้ร่วง|가을|musim luruh/iu,
};

/** The seasons a text names. */
export function seasonsIn(text: string): string[] {
  return Object.keys(SEASONS).filter((season) => SEASONS[season]!.test(text));
}
