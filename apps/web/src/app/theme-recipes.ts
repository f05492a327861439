import {
  accordionSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/*
 * Only the recipes of the Chakra components this app renders, to keep the landing page's JavaScript small (the full
 * set costs about 40 KB gzip). A component whose recipe is missing renders unstyled: add its recipe here when you
 * start using it (names as in @chakra-ui/react/theme, e.g. tableSlotRecipe under slotRecipes.table).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};
