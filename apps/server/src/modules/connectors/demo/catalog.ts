/**
 * The fixed cast of the Demo Company: a mid-size B2B supplier of office,
 * IT and facility equipment selling in three regions. Everything random is
 * drawn from these lists by a seeded generator (generate.ts).
 */

export const REGIONS = {
  'North America': {
    'United States': { tld: 'com', cities: ['New York', 'Chicago', 'Austin', 'Seattle', 'Boston', 'Denver', 'Atlanta', 'San Francisco'] },
    Canada: { tld: 'ca', cities: ['Toronto', 'Vancouver', 'Montreal'] },
    Mexico: { tld: 'mx', cities: ['Mexico City', 'Monterrey'] },
  },
  Europe: {
    Germany: { tld: 'de', cities: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt'] },
    'United Kingdom': { tld: 'co.uk', cities: ['London', 'Manchester', 'Edinburgh'] },
    France: { tld: 'fr', cities: ['Paris', 'Lyon'] },
    Netherlands: { tld: 'nl', cities: ['Amsterdam', 'Rotterdam'] },
    Spain: { tld: 'es', cities: ['Madrid', 'Barcelona'] },
    Sweden: { tld: 'se', cities: ['Stockholm', 'Gothenburg'] },
  },
  'Asia Pacific': {
    Japan: { tld: 'jp', cities: ['Tokyo', 'Osaka'] },
    Australia: { tld: 'com.au', cities: ['Sydney', 'Melbourne', 'Brisbane'] },
    Singapore: { tld: 'sg', cities: ['Singapore'] },
    India: { tld: 'in', cities: ['Bengaluru', 'Mumbai', 'Pune'] },
  },
} as const;

export type RegionName = keyof typeof REGIONS;
export const SALES_REGIONS = Object.keys(REGIONS) as RegionName[];
/** Share of customers per region. */
export const REGION_WEIGHTS: Record<RegionName, number> = { 'North America': 0.45, Europe: 0.35, 'Asia Pacific': 0.2 };

/** [first, last, title, region, hire date, manager index (0-based) or null]. */
export const EMPLOYEES: Array<[string, string, string, string, string, number | null]> = [
  ['Margaret', 'Chen', 'Chief Executive Officer', 'Headquarters', '2014-03-03', null],
  ['David', 'Okafor', 'VP Sales', 'Headquarters', '2016-06-13', 0],
  ['Laura', 'Fischer', 'VP Operations', 'Headquarters', '2015-09-01', 0],
  ['James', 'Whitaker', 'Chief Financial Officer', 'Headquarters', '2017-01-09', 0],
  ['Sofia', 'Ramirez', 'Sales Manager', 'North America', '2018-04-16', 1],
  ['Henrik', 'Larsen', 'Sales Manager', 'Europe', '2018-10-01', 1],
  ['Aiko', 'Tanaka', 'Sales Manager', 'Asia Pacific', '2019-02-11', 1],
  ['Ethan', 'Brooks', 'Sales Rep', 'North America', '2019-07-08', 4],
  ['Priya', 'Patel', 'Sales Rep', 'North America', '2020-03-02', 4],
  ['Marcus', 'Johnson', 'Sales Rep', 'North America', '2021-05-17', 4],
  ['Olivia', 'Bennett', 'Sales Rep', 'North America', '2023-01-09', 4],
  ['Lukas', 'Weber', 'Sales Rep', 'Europe', '2019-11-04', 5],
  ['Camille', 'Durand', 'Sales Rep', 'Europe', '2020-09-14', 5],
  ['Isabel', 'Moreno', 'Sales Rep', 'Europe', '2022-02-21', 5],
  ['Daniel', 'Eriksson', 'Sales Rep', 'Europe', '2024-04-02', 5],
  ['Kenji', 'Sato', 'Sales Rep', 'Asia Pacific', '2020-06-01', 6],
  ['Chloe', 'Nguyen', 'Sales Rep', 'Asia Pacific', '2021-08-23', 6],
  ['Arjun', 'Mehta', 'Sales Rep', 'Asia Pacific', '2023-10-16', 6],
  ['Rachel', 'Goldberg', 'Account Manager', 'North America', '2019-01-21', 4],
  ['Thomas', 'Dubois', 'Account Manager', 'Europe', '2021-03-15', 5],
  ['Grace', 'Liu', 'Account Manager', 'Asia Pacific', '2022-07-11', 6],
  ['Peter', 'Novak', 'Warehouse Manager', 'Headquarters', '2016-11-07', 2],
  ['Hannah', 'Schmidt', 'Logistics Coordinator', 'Headquarters', '2020-01-13', 2],
  ['Samuel', 'Adeyemi', 'Customer Support Lead', 'Headquarters', '2021-09-06', 2],
  ['Emily', 'Carter', 'Accountant', 'Headquarters', '2018-05-14', 3],
  ['Noah', 'Kowalski', 'Financial Analyst', 'Headquarters', '2023-06-05', 3],
];

export const INDUSTRIES: Record<string, string[]> = {
  Manufacturing: ['Industries', 'Manufacturing', 'Components', 'Fabrication'],
  Healthcare: ['Health', 'Medical Group', 'Clinics', 'Health Partners'],
  Retail: ['Retail', 'Outfitters', 'Stores', 'Market'],
  'Financial Services': ['Capital', 'Financial', 'Insurance', 'Bank'],
  Technology: ['Software', 'Systems', 'Labs', 'Technologies'],
  Education: ['Academy', 'College', 'Learning', 'Institute'],
  Logistics: ['Logistics', 'Freight', 'Transport', 'Shipping'],
  Hospitality: ['Hotels', 'Resorts', 'Hospitality', 'Restaurants'],
  Construction: ['Construction', 'Builders', 'Engineering', 'Contractors'],
  Energy: ['Energy', 'Power', 'Renewables', 'Utilities'],
  Media: ['Media', 'Studios', 'Publishing', 'Broadcasting'],
  'Professional Services': ['Consulting', 'Partners', 'Advisors', 'Associates'],
};

export const COMPANY_STEMS = [
  'Northwind', 'Bluewater', 'Summit', 'Redwood', 'Ironbridge', 'Silverline', 'Brightpath', 'Oakridge', 'Harborview',
  'Crescent', 'Evergreen', 'Pinnacle', 'Keystone', 'Lakeside', 'Granite', 'Meridian', 'Horizon', 'Cedar', 'Falcon',
  'Atlas', 'Beacon', 'Cobalt', 'Riverstone', 'Westfield', 'Stonegate', 'Clearwater', 'Highland', 'Maple', 'Sterling',
  'Vantage', 'Orion', 'Juniper', 'Copperfield', 'Greenleaf', 'Bayside', 'Northstar', 'Trident', 'Aurora', 'Kestrel',
  'Rheinwerk', 'Nordlicht', 'Sakura', 'Lumen', 'Solaris', 'Ashford', 'Hawthorne', 'Bramble', 'Fairmont', 'Castleton',
  'Larkspur', 'Windrose', 'Tidewater', 'Quarry', 'Monarch', 'Everline', 'Halcyon', 'Alder', 'Sequoia', 'Marlow', 'Corvid',
];

export const SEGMENTS = ['Enterprise', 'Mid-Market', 'Small Business'] as const;

export const FIRST_NAMES = [
  'Anna', 'Ben', 'Carla', 'Diego', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kara', 'Leo', 'Maya', 'Nils',
  'Omar', 'Paula', 'Quinn', 'Rosa', 'Stefan', 'Tara', 'Umar', 'Vera', 'Wes', 'Yara', 'Zoe', 'Adrian', 'Bianca', 'Carlos',
  'Dana', 'Erik', 'Fatima', 'George', 'Helena', 'Ivan', 'Julia', 'Kevin', 'Lina', 'Martin', 'Nadia', 'Oscar', 'Petra',
  'Ravi', 'Sara', 'Tomas', 'Uma', 'Victor', 'Wendy', 'Xavier', 'Yuki', 'Hiroshi', 'Mei', 'Sanjay', 'Ananya', 'Liam',
  'Charlotte', 'Mateo', 'Lucia', 'Jack', 'Amelia', 'Henry',
];
export const LAST_NAMES = [
  'Anderson', 'Becker', 'Castillo', 'Dawson', 'Engel', 'Fernandez', 'Gallagher', 'Hoffmann', 'Ito', 'Jensen', 'Kumar',
  'Lindqvist', 'Martin', 'Nakamura', 'OBrien', 'Petrov', 'Quintero', 'Rossi', 'Schneider', 'Thompson', 'Usman', 'Vogel',
  'Walsh', 'Xu', 'Yamamoto', 'Zimmermann', 'Alvarez', 'Bauer', 'Clarke', 'Dupont', 'Evans', 'Fournier', 'Garcia',
  'Hughes', 'Iyer', 'Janssen', 'Keller', 'Lopez', 'Murphy', 'Nielsen', 'Olsen', 'Park', 'Reddy', 'Santos', 'Takahashi',
  'Van Dijk', 'Wright', 'Young', 'Zhang', 'Costa',
];

export const CONTACT_TITLES = [
  'Head of Procurement', 'Purchasing Manager', 'IT Director', 'Office Manager', 'Operations Manager', 'Facilities Manager',
  'Finance Director', 'Chief Operating Officer', 'Procurement Specialist', 'IT Manager', 'Chief Financial Officer',
  'Workplace Coordinator',
];

/** [category, description, products as [name, unit price]]. */
export const CATEGORIES: Array<[string, string, Array<[string, number]>]> = [
  ['Office Furniture', 'Desks, chairs and storage for offices', [
    ['ErgoFlex Task Chair', 289], ['Summit Standing Desk 160', 649], ['Atlas Conference Table 8-Seat', 1290],
    ['Mobile Pedestal 3-Drawer', 179], ['Acoustic Desk Divider', 95], ['Executive Leather Chair', 549], ['Bookcase 5-Shelf Oak', 219],
  ]],
  ['Computers & Accessories', 'Laptops, monitors and peripherals', [
    ['ProBook 14 Business Laptop', 1149], ['UltraView 27" 4K Monitor', 429], ['Dual Monitor Arm', 129],
    ['Wireless Keyboard & Mouse Set', 69], ['USB-C Docking Station', 189], ['Noise-Cancelling Headset', 159], ['Webcam HD Pro', 89],
  ]],
  ['Networking', 'Switches, access points and cabling', [
    ['24-Port Managed Switch', 899], ['Wi-Fi 6 Access Point', 349], ['Cat6 Patch Cable 2 m (10-pack)', 29],
    ['Rack Mount Firewall Appliance', 1890], ['Network Cabinet 12U', 459], ['PoE Injector', 49],
  ]],
  ['Printing & Paper', 'Printers, toner and paper', [
    ['LaserJet Office Printer', 499], ['Multifunction Color Printer', 1199], ['Toner Cartridge Black', 89],
    ['Copy Paper A4 (5 reams)', 27], ['Label Printer', 139], ['Toner Cartridge Color Set', 259],
  ]],
  ['Breakroom Supplies', 'Coffee, kitchen and cleaning supplies', [
    ['Bean-to-Cup Coffee Machine', 1590], ['Coffee Beans Espresso 1 kg', 24], ['Compostable Cups (1000)', 59],
    ['Water Dispenser', 389], ['Dishwasher Tablets (200)', 35], ['Paper Towels Case', 42],
  ]],
  ['Safety Equipment', 'Workplace safety and first aid', [
    ['First Aid Kit Large', 79], ['Fire Extinguisher 6 kg', 119], ['Safety Vest Hi-Vis (10-pack)', 49],
    ['Emergency Exit Sign LED', 65], ['Defibrillator AED Plus', 1450], ['Ear Protection Muffs', 25],
  ]],
  ['Software Licenses', 'Annual software subscriptions', [
    ['Office Suite Business (annual)', 150], ['Endpoint Security (annual)', 45], ['Project Planner Pro (annual)', 240],
    ['Cloud Backup 1 TB (annual)', 99], ['Design Studio (annual)', 599], ['Video Meetings Business (annual)', 180],
  ]],
  ['Audio & Video', 'Meeting-room and presentation equipment', [
    ['Conference Speakerphone', 279], ['4K Conference Camera', 899], ['Interactive Display 65"', 3290],
    ['Wireless Presentation System', 749], ['Ceiling Microphone Array', 1190], ['Projector Full HD', 679],
  ]],
];

export const DEAL_THEMES = [
  'Office refit', 'Laptop refresh', 'Network upgrade', 'Meeting rooms', 'Print fleet', 'Safety compliance',
  'Software renewal', 'New branch fit-out', 'Breakroom program', 'Hybrid work kits',
];
