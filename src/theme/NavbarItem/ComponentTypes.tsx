// Wraps the navbar item registry to add the site's own item type used on /tests pages.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import CustomDogfoodNavbarItem from '@site/src/components/NavbarItems/CustomDogfoodNavbarItem';

export default {
  ...ComponentTypes,
  'custom-dogfood-navbar-item': CustomDogfoodNavbarItem,
};
