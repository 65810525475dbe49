/** Every page title starts with the product's name and a vertical bar (spec section 2). */
export const PRODUCT_NAME = 'Kamra';

export function pageTitle(name: string): string {
  return `${PRODUCT_NAME} | ${name}`;
}
