export const ICONS_MODULE: string;
export const SPRITE_FILE: string;
export function spriteIds(source?: string): string[];
export function buildSprite(): Promise<string>;
