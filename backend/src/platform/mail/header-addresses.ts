/**
 * The addresses of an address-list header (To, Cc, Reply-To), parsed as RFC 5322 §3.4 writes them, for
 * an erasure to find a person's mails however the header spells them (issue 38 §9): several
 * recipients, display names (atoms, quoted strings, RFC 2047 encoded words), comments (nested, with
 * escapes), angle brackets (an obsolete route before the address dropped), groups (`Staff: a@x.hu;`)
 * and quoted local parts, whose quotes may hold a space, a comma, an `@` or an escaped quote
 * (`<"a b"@example.org>` is how the outbox writes `"a b"@example.org`). Each address comes back as
 * written, quotes kept, white space and comments between its parts dropped: compare them with
 * `canonicalAddress`. The value must be unfolded; a malformed rest yields what can be read of it.
 */
export function headerAddresses(value: string): string[] {
  const addresses = new Set<string>();
  const add = (parts: string[]) => {
    const spec = parts.filter((part) => part !== ' ').join('');
    if (spec.includes('@')) addresses.add(spec);
  };
  let mailbox: string[] = [];
  let angle: string[] | null = null;
  const finish = () => {
    if (angle !== null) add(angle);
    else {
      // A lone addr-spec, its parts joined (obsolete syntax allows `anna . kiss @ x.hu`); and, in case
      // words before it are a display name the angle brackets were left off, its last word alone.
      while (mailbox.at(-1) === ' ') mailbox.pop();
      add(mailbox);
      add(mailbox.slice(mailbox.lastIndexOf(' ') + 1));
    }
    mailbox = [];
    angle = null;
  };
  for (const token of tokens(value)) {
    if (angle !== null && token !== '>') {
      // `<@relay.hu,@other.hu:anna@x.hu>`: the route ends at its colon.
      if (token === ':') angle = [];
      else if (token !== ',') angle.push(token);
    } else if (token === '<') angle = [];
    else if (token === '>' || token === ',' || token === ';') finish();
    // A group's name (`Staff:`) is no address.
    else if (token === ':') mailbox = [];
    else mailbox.push(token);
  }
  finish();
  return [...addresses];
}

const SPECIALS = new Set(['<', '>', ',', ';', ':']);

/**
 * The header's tokens: quoted strings and domain literals whole (escapes kept, so the address reads as
 * written), specials one by one, a run of white space as one ' ', comments dropped, atoms, dots and
 * `@` as runs of the rest.
 */
function* tokens(value: string): Generator<string> {
  let i = 0;
  while (i < value.length) {
    const char = value[i];
    if (char === '"' || char === '[') {
      const close = char === '"' ? '"' : ']';
      let j = i + 1;
      while (j < value.length && value[j] !== close) j += value[j] === '\\' ? 2 : 1;
      yield value.slice(i, j + 1);
      i = j + 1;
    } else if (char === '(') {
      let depth = 0;
      do {
        if (value[i] === '\\') i += 1;
        else if (value[i] === '(') depth += 1;
        else if (value[i] === ')') depth -= 1;
        i += 1;
      } while (i < value.length && depth > 0);
      yield ' ';
    } else if (/\s/.test(char)) {
      while (i < value.length && /\s/.test(value[i])) i += 1;
      yield ' ';
    } else if (SPECIALS.has(char)) {
      yield char;
      i += 1;
    } else {
      let j = i;
      while (j < value.length && !/[\s"[()<>,;:]/.test(value[j])) j += 1;
      yield value.slice(i, j);
      i = j;
    }
  }
}
