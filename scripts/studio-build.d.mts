export function studioBuiltForJourneys(): boolean;
export function buildStudioForJourneys(): void;
