export const COOK_MANAGE_PATH = '/CookBook/CookManage';
export const SHOW_COOK_PATH = '/CookBook/ShowCook';
export const FOOD_MANAGE_PATH = '/CookBook/FoodManage';
