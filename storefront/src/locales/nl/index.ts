import account from './account.json';
import admin from './admin.json';
import auth from './auth.json';
import cart from './cart.json';
import catalogue from './catalogue.json';
import common from './common.json';
import consent from './consent.json';
import contact from './contact.json';
import content from './content.json';
import favourites from './favourites.json';
import home from './home.json';
import newsletter from './newsletter.json';
import partner from './partner.json';
import partnerPortal from './partnerPortal.json';
import routines from './routines.json';
import partnerShop from './partnerShop.json';
import stores from './stores.json';
import search from './search.json';
import skinAnalysis from './skinAnalysis.json';

export default {
  common,
  consent,
  home,
  catalogue,
  content,
  stores,
  partner,
  contact,
  auth,
  cart,
  account,
  favourites,
  admin,
  newsletter,
  partnerPortal,
  routines,
  partnerShop,
  search,
  skinAnalysis,
};
