/**
 * Names, phones and card numbers no other test of the run (nor the demo) uses: the tests share one
 * database for the whole run. Each value is made from a clock that never repeats itself within the
 * worker, and a worker started again (after a failure) starts later than the last one stopped.
 */
let lastTick = 0;
function nextTick(): number {
  lastTick = Math.max(Date.now(), lastTick + 1);
  return lastTick;
}

/** Characters of the given names the demo uses, as the digits of a name's unique part. */
const NAME_CHARACTERS = '安博辰丹飞刚昊佳嘉俊凯乐琳敏宁琪锐森涛婷薇欣雅轩怡悦泽哲智梓';
/** Five of them: 30⁵ ticks, about 6.7 hours before a name could come back. */
const NAME_DIGITS = 5;

/** The prefix and five Chinese characters: a person's, a class's or a role's name alike. */
export function uniqueName(prefix: string): string {
  let tick = nextTick();
  let unique = '';
  for (let digit = 0; digit < NAME_DIGITS; digit += 1) {
    unique = NAME_CHARACTERS[tick % NAME_CHARACTERS.length] + unique;
    tick = Math.floor(tick / NAME_CHARACTERS.length);
  }
  return `${prefix}${unique}`;
}

const lastDigits = (count: number) => String(nextTick() % 10 ** count).padStart(count, '0');

/** An 11-digit mobile number: the demo's start with 138, 139, 159, 169 and 179. */
export const uniquePhone = () => `166${lastDigits(8)}`;

/** A 10-digit card number, as a reader types it: the demo's start with 00 and 30. */
export const uniqueCardNo = () => `77${lastDigits(8)}`;
