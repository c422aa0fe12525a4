// The palette and the colour rules live in the contract so the admin editor previews exactly what the banner paints.
export { resolveColour } from '@sentiscope/shared/contract';
