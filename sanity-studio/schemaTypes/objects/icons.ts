/**
 * The icons editors can choose. The names must match the site's icon registry (app/components/common/Icon.tsx);
 * a test keeps the two lists equal.
 */
export const ICON_OPTIONS = [
  { title: "Bot", value: "bot" },
  { title: "Building", value: "building-2" },
  { title: "Code", value: "code" },
  { title: "Credit card", value: "credit-card" },
  { title: "Gift", value: "gift" },
  { title: "Globe", value: "globe" },
  { title: "Graduation cap", value: "graduation-cap" },
  { title: "Handshake", value: "handshake" },
  { title: "Hand with heart", value: "hand-heart" },
  { title: "Heart pulse", value: "heart-pulse" },
  { title: "Hotel", value: "hotel" },
  { title: "Landmark (bank)", value: "landmark" },
  { title: "Languages", value: "languages" },
  { title: "Layout grid", value: "layout-grid" },
  { title: "Life buoy", value: "life-buoy" },
  { title: "Light bulb", value: "lightbulb" },
  { title: "Messages", value: "messages-square" },
  { title: "Palette", value: "palette" },
  { title: "Radio tower", value: "radio-tower" },
  { title: "Refresh", value: "refresh-cw" },
  { title: "Shield with check", value: "shield-check" },
  { title: "Shopping bag", value: "shopping-bag" },
  { title: "Sprout", value: "sprout" },
  { title: "Truck", value: "truck" },
  { title: "Users", value: "users" },
  { title: "Video", value: "video" },
];
