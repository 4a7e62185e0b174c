/** Stands in for the parts of '@docusaurus/theme-common' the dump viewer uses, with English plural rules. */
export function usePluralForm(): {selectMessage: (count: number, message: string) => string} {
  return {
    selectMessage(count, message) {
      const forms = message.split('|');
      return (count === 1 ? forms[0] : forms[forms.length - 1]) ?? message;
    },
  };
}
