// Flat, faceless people for the company and office scenes: the usual corporate
// illustration style, which needs no facial features to read as "a person at work".
// Coordinates: origin at the middle of the desk edge (seated) or between the feet
// (standing), y upward negative, about 1 unit per pixel at scale 1.

type HairStyle = 'short' | 'long' | 'bun' | 'curly' | 'bald';

export interface Person {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  shirtShade: string;
  trousers?: string;
  glasses?: boolean;
  headset?: boolean;
  goggles?: boolean;
}

function hairBack(person: Person, headY: number): string {
  switch (person.hairStyle) {
    case 'long':
      return `<path d="M-22,${headY - 4} Q-24,${headY + 30} -18,${headY + 42} L18,${headY + 42} Q24,${headY + 30} 22,${headY - 4} Z" fill="${person.hair}"/>`;
    case 'bun':
      return `<circle cx="0" cy="${headY - 26}" r="11" fill="${person.hair}"/>`;
    default:
      return '';
  }
}

function hairFront(person: Person, headY: number): string {
  switch (person.hairStyle) {
    case 'short':
      return `<path d="M-19,${headY - 2} Q-21,${headY - 26} 0,${headY - 26} Q21,${headY - 26} 19,${headY - 2} Q14,${headY - 14} -2,${headY - 14} Q-12,${headY - 12} -19,${headY - 2} Z" fill="${person.hair}"/>`;
    case 'long':
    case 'bun':
      return `<path d="M-20,${headY + 2} Q-22,${headY - 26} 0,${headY - 25} Q22,${headY - 26} 20,${headY + 2} Q16,${headY - 12} 4,${headY - 15} Q-8,${headY - 10} -20,${headY + 2} Z" fill="${person.hair}"/>`;
    case 'curly':
      return [-14, -5, 5, 14]
        .map(
          (x, index) =>
            `<circle cx="${x}" cy="${headY - 16 - (index % 2) * 4}" r="9" fill="${person.hair}"/>`,
        )
        .join('');
    case 'bald':
      return `<path d="M-18,${headY + 4} Q-19,${headY - 6} -16,${headY - 8} L-16,${headY + 4} Z M18,${headY + 4} Q19,${headY - 6} 16,${headY - 8} L16,${headY + 4} Z" fill="${person.hair}"/>`;
  }
}

function head(person: Person, headY: number): string {
  const glasses = person.glasses
    ? `<path d="M-13,${headY + 1} h10 M3,${headY + 1} h10" stroke="#1F2933" stroke-width="3" stroke-linecap="round"/><path d="M-3,${headY + 1} h6" stroke="#1F2933" stroke-width="1.5"/>`
    : '';
  const goggles = person.goggles
    ? `<rect x="-17" y="${headY - 6}" width="34" height="11" rx="5" fill="#DDF1FF" stroke="#F07D00" stroke-width="3"/>`
    : '';
  const headset = person.headset
    ? `<path d="M-21,${headY} Q-22,${headY - 32} 0,${headY - 32} Q22,${headY - 32} 21,${headY}" stroke="#1F2933" stroke-width="3.5" fill="none"/><rect x="-25" y="${headY - 6}" width="8" height="14" rx="3" fill="#1F2933"/><path d="M-21,${headY + 6} Q-18,${headY + 18} -6,${headY + 18}" stroke="#1F2933" stroke-width="2.5" fill="none"/><circle cx="-6" cy="${headY + 18}" r="3" fill="#F07D00"/>`
    : '';
  return `${hairBack(person, headY)}<rect x="-7" y="${headY + 14}" width="14" height="14" fill="${person.skin}"/><rect x="-7" y="${headY + 14}" width="14" height="6" fill="#000000" fill-opacity="0.08"/><ellipse cx="0" cy="${headY}" rx="18" ry="21" fill="${person.skin}"/><ellipse cx="-18" cy="${headY + 2}" rx="3.5" ry="5" fill="${person.skin}"/><ellipse cx="18" cy="${headY + 2}" rx="3.5" ry="5" fill="${person.skin}"/>${hairFront(person, headY)}${glasses}${goggles}${headset}`;
}

/**
 * A person seen from the front, sitting behind a desk: only what is above the desk is
 * drawn, forearms resting on it. `hands` moves the hands (typing, holding a tube).
 */
export function seatedPerson(person: Person, options: { handsApart?: number } = {}): string {
  const apart = options.handsApart ?? 30;
  const torso = 'M-44,0 L-44,-56 Q-44,-86 -14,-90 L14,-90 Q44,-86 44,-56 L44,0 Z';
  const arm = (side: 1 | -1) =>
    `<path d="M${side * 40},-70 Q${side * 52},-40 ${side * 48},-10 L${side * (apart + 4)},-4" stroke="${person.shirtShade}" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="${side * apart}" cy="-5" r="8" fill="${person.skin}"/>`;
  return `${head(person, -118)}<path d="${torso}" fill="${person.shirt}"/><path d="M-10,-90 L0,-74 L10,-90 Z" fill="${person.skin}"/><path d="M-12,-90 L0,-72 L12,-90" stroke="${person.shirtShade}" stroke-width="3" fill="none"/>${arm(-1)}${arm(1)}`;
}

/** A standing person holding a clipboard or a tablet against the chest. */
export function standingPerson(
  person: Person,
  options: { prop?: 'clipboard' | 'box' } = {},
): string {
  const trousers = person.trousers ?? '#2C3E50';
  const prop =
    options.prop === 'box'
      ? `<rect x="-34" y="-176" width="68" height="50" rx="3" fill="#C99A6B"/><rect x="-34" y="-176" width="68" height="8" fill="#B3855A"/><path d="M0,-176 v50" stroke="#E0BC8F" stroke-width="6"/><circle cx="-30" cy="-150" r="7" fill="${person.skin}"/><circle cx="30" cy="-150" r="7" fill="${person.skin}"/>`
      : `<rect x="-6" y="-190" width="40" height="52" rx="3" fill="#8D6E53" transform="rotate(-8 14 -164)"/><rect x="-1" y="-184" width="30" height="40" rx="1" fill="#FFFFFF" transform="rotate(-8 14 -164)"/><path d="M4,-174 h18 M4,-166 h14 M4,-158 h18" stroke="#9AA8B5" stroke-width="2.5" transform="rotate(-8 14 -164)"/><circle cx="6" cy="-150" r="7" fill="${person.skin}"/>`;
  const armPose =
    options.prop === 'box'
      ? `<path d="M-38,-210 Q-46,-176 -32,-152 M38,-210 Q46,-176 32,-152" stroke="${person.shirtShade}" stroke-width="17" fill="none" stroke-linecap="round"/>`
      : `<path d="M-38,-210 Q-48,-170 -40,-130 M38,-210 Q44,-172 8,-152" stroke="${person.shirtShade}" stroke-width="17" fill="none" stroke-linecap="round"/><circle cx="-40" cy="-126" r="8" fill="${person.skin}"/>`;
  return `<path d="M-30,-124 L-26,-8 L-8,-8 L-2,-100 L2,-100 L8,-8 L26,-8 L30,-124 Z" fill="${trousers}"/><rect x="-30" y="-10" width="24" height="10" rx="5" fill="#1F2933"/><rect x="6" y="-10" width="24" height="10" rx="5" fill="#1F2933"/>${head(person, -262)}<path d="M-42,-120 L-42,-196 Q-42,-228 -14,-232 L14,-232 Q42,-228 42,-196 L42,-120 Z" fill="${person.shirt}"/><path d="M-10,-232 L0,-216 L10,-232 Z" fill="${person.skin}"/>${armPose}${prop}`;
}
