/** A flag as every export writes it for people to read (issue 21): "igen" or "nem", never blank or true/false. */
export const yesNo = (flag: boolean): string => (flag ? 'igen' : 'nem');
