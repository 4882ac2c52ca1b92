// The Spider databases imported as evaluation sets (eval/import-spider.mjs), and the gold SQL that the mechanical
// translation cannot carry to PostgreSQL, translated by hand with the same meaning (keyed by the question's index in
// Spider's dev.json, or in train_spider.json for the train split's databases: TRANSLATED_TRAIN). Chosen as the dev
// databases that read as a business's own records, then databases of the train split named in advance (`split:
// 'train'`); fixed before the engine was asked any of their questions.
export const SPIDER_SETS = {
  employee_hire_evaluation: {
    prefix: 'ehe',
    title: 'Spider dev: employee_hire_evaluation (shops, employees, hiring, evaluation bonuses)',
    system: 'Store Staffing',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables, Capitalised_Snake columns (Employee_ID, Number_products, Is_full_time), a year kept as text (Year_awarded)',
  },
  dog_kennels: {
    prefix: 'dk',
    title: 'Spider dev: dog_kennels (owners, dogs, breeds, sizes, professionals, treatments, charges)',
    system: 'Kennel Manager',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase plural tables (Dogs, Treatment_Types), snake_case columns, numbers kept as text (age, weight), a flag as text 0/1 (abandoned_yn), code lookup tables (breed_code, size_code)',
  },
  student_transcripts_tracking: {
    prefix: 'stt',
    title:
      'Spider dev: student_transcripts_tracking (students, addresses, degree programs, semesters, enrolments, transcripts)',
    system: 'Registrar',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase plural tables (Student_Enrolment_Courses, Transcript_Contents), snake_case columns, two address references per student (current_address_id, permanent_address_id)',
  },
  world_1: {
    prefix: 'w',
    title: 'Spider dev: world_1 (the MySQL world sample: countries, cities, languages)',
    system: 'World Facts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written (from the MySQL world sample): lower-case tables, PascalCase columns (SurfaceArea, IndepYear, LifeExpectancy, GNP), three-letter country codes, a flag as text T/F (IsOfficial)',
  },
  cre_Doc_Template_Mgt: {
    prefix: 'dtm',
    title: 'Spider dev: cre_Doc_Template_Mgt (template types, templates and their versions, documents, paragraphs)',
    system: 'Document Templates',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Ref_Template_Types, Templates, Documents, Paragraphs) and columns (Template_Type_Code, Version_Number, Date_Effective_From), a code lookup table (Ref_), char(n) codes',
  },
  flight_2: {
    prefix: 'fl',
    title: 'Spider dev: flight_2 (airlines, airports, flights between airports)',
    system: 'Flight Routes',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case plural tables, PascalCase run-together columns (AirportCode, SourceAirport, DestAirport, CountryAbbrev), two airport references per flight, an airline referenced by its number (uid), text values with stray leading and trailing spaces as stored',
  },
  museum_visit: {
    prefix: 'mv',
    title: 'Spider dev: museum_visit (museums, visitors, visits with tickets and money spent)',
    system: 'Museum Visits',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Num_of_Staff, Level_of_membership, Total_spent), a year kept as text (Open_Year), a link table with a composite key (visit)',
  },
  concert_singer: {
    prefix: 'cs',
    title: 'Spider dev: concert_singer (stadiums, singers, concerts, who sang at which concert)',
    system: 'Concert Bookings',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Song_release_year, Is_male, concert_Name), years kept as text (Year, Song_release_year), a link table with a composite key (singer_in_concert)',
  },
  course_teach: {
    prefix: 'ct',
    title: 'Spider dev: course_teach (courses, teachers, which teacher teaches which course to which grade)',
    system: 'Course Teaching',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Staring_Date, Teacher_ID), an age kept as text (teacher.Age), a link table keyed by course, teacher and grade (course_arrange)',
  },
  orchestra: {
    prefix: 'orc',
    title: 'Spider dev: orchestra (conductors, orchestras, performances, shows)',
    system: 'Orchestra Records',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Year_of_Founded, Record_Company, Official_ratings_(millions)), a column named like its table (orchestra.Orchestra), shares and ranks kept as text (Share, Weekly_rank), a flag as T/F (If_first_show)',
  },
  pets_1: {
    prefix: 'pet',
    title: 'Spider dev: pets_1 (students, pets, which student has which pet)',
    system: 'Student Pets',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase tables (Student, Pets, Has_Pet), run-together PascalCase columns (StuID, LName, Fname, PetType) beside snake_case ones (pet_age, city_code), a link table without a key (Has_Pet), a major and an advisor kept as bare numbers',
  },
  poker_player: {
    prefix: 'pp',
    title: 'Spider dev: poker_player (people, poker players and their results)',
    system: 'Poker Players',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Final_Table_Made, Best_Finish, Money_Rank), counts and ranks kept as real numbers, a birth date kept as text (Birth_Date, "May 26, 1986")',
  },
  singer: {
    prefix: 'sg',
    title: 'Spider dev: singer (singers, their songs and sales)',
    system: 'Singers and Songs',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, Capitalised_Snake columns (Birth_Year, Net_Worth_Millions, Highest_Position), a year and a chart position kept as real numbers',
  },
  tvshow: {
    prefix: 'tv',
    title: 'Spider dev: tvshow (TV channels, series episodes, cartoons)',
    system: 'TV Channels',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables (TV_Channel, TV_series, Cartoon), mixed-case columns (series_name, Hight_definition_TV, Pay_per_view_PPV, 18_49_Rating_Share), ids kept as text or real, ratings and viewers kept as text, air dates kept as text',
  },
  battle_death: {
    prefix: 'bd',
    title: 'Spider dev: battle_death (battles, ships lost in them, deaths and injuries caused by ships)',
    system: 'Battles and Losses',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, snake_case columns (bulgarian_commander, lost_in_battle, caused_by_ship_id), dates kept as text ("14 April 1205"), a tonnage column holding letters',
  },
  voter_1: {
    prefix: 'vt',
    title: 'Spider dev: voter_1 (contestants, votes by phone, area codes and their states)',
    system: 'Contest Votes',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: upper-case plural tables (AREA_CODE_STATE, CONTESTANTS, VOTES), snake_case columns, a state referenced by its two-letter code, which the area-code table repeats (no key of its own)',
  },
  car_1: {
    prefix: 'car',
    title: 'Spider dev: car_1 (continents, countries, car makers, models, car names, cars and their figures)',
    system: 'Car Catalogue',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: lower-case snake_case tables (car_makers, model_list, cars_data), PascalCase run-together columns (ContId, CountryName, FullName, MakeId), a country referenced by its number kept as text (car_makers.Country), a model referenced by its name, figures kept as text (MPG, Horsepower, with the word null for some), a car's figures keyed by the car's id (cars_data.Id)",
  },
  network_1: {
    prefix: 'net',
    title: 'Spider dev: network_1 (high schoolers, who is friends with whom, who likes whom)',
    system: 'High School Network',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase singular tables (Highschooler, Friend, Likes), snake_case columns (student_id, friend_id, liked_id) beside a bare ID, two link tables that each point at the same table twice, a school grade kept as a number',
  },
  real_estate_properties: {
    prefix: 'rep',
    title: 'Spider dev: real_estate_properties (properties, property types, features of properties)',
    system: 'Property Listings',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Ref_Property_Types, Other_Available_Features, Other_Property_Features), snake_case columns, code lookup tables (Ref_), prices as decimal(19,4), fifteen numbered feature columns per property (apt_feature_1 … shp_feature_3), mostly empty',
  },
  // The train split's databases, named in the brief that added them (in this order) before the engine was asked
  // anything about them: the first six of department_store, customers_and_invoices, tracking_orders,
  // customer_complaints, company_office, manufactory_1, small_bank_1, loan_1, store_product, shop_membership found in
  // the copy used whose dataset script is at most 1.5 MB (all of the first six were).
  department_store: {
    split: 'train',
    prefix: 'ds',
    title:
      'Spider train: department_store (store chains, stores, departments, staff, customers, orders, products, suppliers)',
    system: 'Department Store Chain',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Department_Store_Chain, Staff_Department_Assignments, Product_Suppliers), snake_case columns with abbreviations (dept_store_chain_id, job_title_code), coded values (payment_method_code, order_status_code, product_type_code), an amount kept as text (total_amount_purchased), prices as decimal(19,4), link tables with dates from and to',
  },
  customers_and_invoices: {
    split: 'train',
    prefix: 'ci',
    title:
      'Spider train: customers_and_invoices (customers, accounts, orders, invoices, products, financial transactions)',
    system: 'Customer Invoicing',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Financial_Transactions, Invoice_Line_Items, Product_Categories), snake_case columns, a code table keyed by a misspelt code (production_type_code), quantities kept as text (product_quantity), amounts as decimal(19,4), a transactions table without a key',
  },
  tracking_orders: {
    split: 'train',
    prefix: 'to',
    title: 'Spider train: tracking_orders (customers, orders and their items, products, invoices, shipments)',
    system: 'Order Tracking',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Order_Items, Shipment_Items), snake_case columns, status words (order_status: Shipped, Packing, On Road; order_item_status: Finish, Payed, Cancel), a link table without a key (Shipment_Items), details columns left empty (order_details, order_item_details)',
  },
  customer_complaints: {
    split: 'train',
    prefix: 'cc',
    title: 'Spider train: customer_complaints (staff, customers, products, complaints)',
    system: 'Complaints Desk',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables, snake_case columns, coded values (customer_type_code, complaint_outcome_code, complaint_status_code, complaint_type_code, product_category_code), a complaints table without a key',
  },
  company_office: {
    split: 'train',
    prefix: 'co',
    title: 'Spider train: company_office (buildings, companies, which company has an office in which building)',
    system: 'Company Offices',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a lower-case table beside PascalCase ones (buildings, Companies, Office_locations), columns in mixed case (City, Sales_billion, move_in_year), figures in billions as real numbers and one kept as text (Market_Value_billion), a link table keyed by building and company',
  },
  manufactory_1: {
    split: 'train',
    prefix: 'mf',
    title: 'Spider train: manufactory_1 (manufacturers and their products)',
    system: 'Manufacturers',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase plural tables (Manufacturers, Products), PascalCase columns (Code, Headquarter, Founder, Revenue), each table keyed by a column named Code, a product referencing its maker by a column named Manufacturer',
  },
  // The last four of the ten named in that brief, imported later (2026-11-29, branch h-train2) in the order named,
  // each found in the same copy with a dataset script far under 1.5 MB.
  small_bank_1: {
    split: 'train',
    prefix: 'sb',
    title: 'Spider train: small_bank_1 (bank customers, their savings and checking balances)',
    system: 'Small Bank',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: upper-case tables (ACCOUNTS, SAVINGS, CHECKING), lower-case run-together columns (custid), two tables keyed by the customer each holding one balance column of the same name',
  },
  loan_1: {
    split: 'train',
    prefix: 'ln',
    title: 'Spider train: loan_1 (bank branches, customers, loans)',
    system: 'Branch Loans',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables (bank, customer, loan), abbreviated columns (bname, cust_ID, acc_type, acc_bal, no_of_loans), an account type declared char(1) holding words (saving, checking), ids kept as short text, a branch referenced as text by loans and as a number by customers',
  },
  store_product: {
    split: 'train',
    prefix: 'sp',
    title:
      'Spider train: store_product (printer and scanner products, stores, districts, which store sells which product)',
    system: 'Store Products',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables (product, store, district) and two link tables (store_product, store_district), a table and a column both named product, columns in mixed case (Store_Name, Area_size, dpi, pages_per_minute_color), counts kept as real numbers',
  },
  shop_membership: {
    split: 'train',
    prefix: 'sm',
    title: 'Spider train: shop_membership (members, branches, who registered at which branch, purchases)',
    system: 'Shop Membership',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables (member, branch, membership_register_branch, purchase), Capitalised_Snake columns (Card_Number, Open_year, Register_Year, Total_pounds), years and a membership amount kept as text, a branch referenced by a text column',
  },
  // Four more train databases, named in the brief that added them (in this order) before the engine was asked anything
  // about them and before their questions were read: the first four of customers_card_transactions,
  // insurance_policies, products_for_hire, apartment_rentals, customer_deliveries, restaurant_1, coffee_shop,
  // customers_and_addresses found in the copy used whose dataset script is at most 1.5 MB (all of the first four were).
  customers_card_transactions: {
    split: 'train',
    prefix: 'cct',
    title: 'Spider train: customers_card_transactions (customers, accounts, cards, financial transactions)',
    system: 'Card Transactions',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Customers_Cards, Financial_Transactions), snake_case columns, coded values (card_type_code, transaction_type), a previous transaction referenced by its id',
  },
  insurance_policies: {
    split: 'train',
    prefix: 'ip',
    title: 'Spider train: insurance_policies (customers, policies, claims, settlements, payments)',
    system: 'Insurance Policies',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Customer_Policies, Claims, Settlements), snake_case columns, coded values (policy_type_code, payment_method_code), amounts claimed, settled and paid',
  },
  products_for_hire: {
    split: 'train',
    prefix: 'pfh',
    title: 'Spider train: products_for_hire (coupons, customers, bookings, products for hire, payments)',
    system: 'Products for Hire',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Products_for_Hire, Products_Booked, Discount_Coupons), snake_case columns, coded values (booking_status_code, product_type_code), a view-like table of availability, Y/N-like flags kept as numbers',
  },
  apartment_rentals: {
    split: 'train',
    prefix: 'ar',
    title: 'Spider train: apartment_rentals (buildings, apartments, facilities, guests, bookings, unit status)',
    system: 'Apartment Rentals',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Apartment_Buildings, Apartment_Facilities, Apartment_Bookings), snake_case columns, coded values (apt_type_code, booking_status_code, facility_code), room counts kept as text',
  },
  // The four spares named with those (customer_deliveries, restaurant_1, coffee_shop, customers_and_addresses), taken
  // in that order in the next session, again before the engine was asked anything about them and before their
  // questions were read; every dataset script is under 1.5 MB.
  customer_deliveries: {
    split: 'train',
    prefix: 'cd',
    title:
      'Spider train: customer_deliveries (customers, addresses, regular and actual orders, routes, trucks, deliveries)',
    system: 'Customer Deliveries',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Regular_Orders, Actual_Order_Products, Order_Deliveries), snake_case columns, coded statuses (order_status_code, delivery_status_code), a driver referenced as driver_employee_id, a misspelt distributer_id',
  },
  restaurant_1: {
    split: 'train',
    prefix: 'rs',
    title: 'Spider train: restaurant_1 (students, restaurants, restaurant types, visits)',
    system: 'Restaurant Visits',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase singular tables (Student, Restaurant, Visits_Restaurant), run-together PascalCase columns (StuID, LName, Fname, ResTypeName), a major and an advisor kept as bare numbers',
  },
  coffee_shop: {
    split: 'train',
    prefix: 'cof',
    title: 'Spider train: coffee_shop (shops, members, happy hours, happy-hour members)',
    system: 'Coffee Shops',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables, Capitalised_Snake columns (Num_of_staff, Open_Year, Level_of_membership), a staff count and a year kept as text, a misspelt column (Num_of_shaff_in_charge), a month kept as text',
  },
  customers_and_addresses: {
    split: 'train',
    prefix: 'caa',
    title:
      'Spider train: customers_and_addresses (customers, addresses, contact channels, orders, order items, products)',
    system: 'Customers and Addresses',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Customer_Addresses, Customer_Contact_Channels, Order_Items), snake_case columns, an order quantity kept as text, contact channels with active dates',
  },
  // Four more train databases, named in the previous session's closing note (in this order) before the engine was asked
  // anything about them and before their questions were read: department_management, student_assessment,
  // product_catalog, insurance_fnol (spares, in order: insurance_and_eClaims, school_finance, phone_market,
  // gas_company). Every dataset script is under 1.5 MB.
  department_management: {
    split: 'train',
    prefix: 'dm',
    title: 'Spider train: department_management (departments, heads, management)',
    system: 'Department Management',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables (department, head, management), mixed-case columns (Department_ID, Budget_in_Billions, Num_Employees, born_state), a creation year kept as text, an employee count kept as a real, a Yes/No flag kept as text (temporary_acting)',
  },
  student_assessment: {
    split: 'train',
    prefix: 'sas',
    title:
      'Spider train: student_assessment (people, addresses, students, courses, registrations, attendance, candidates, assessments)',
    system: 'Student Assessment',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Student_Course_Registrations, Candidate_Assessments, People_Addresses), snake_case columns, a student and a candidate that are people by the same id, a misspelt asessment_outcome_code, a course id kept as text',
  },
  product_catalog: {
    split: 'train',
    prefix: 'pc',
    title: 'Spider train: product_catalog (catalogs, catalog levels, catalog entries, attributes)',
    system: 'Product Catalog',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake plural tables (Catalog_Contents, Catalog_Structure, Attribute_Definitions), snake_case columns, prices in three currencies, sizes kept as text, entries linked to parent, previous and next entries by id',
  },
  insurance_fnol: {
    split: 'train',
    prefix: 'fn',
    title:
      'Spider train: insurance_fnol (customers, services, policies, first notifications of loss, claims, settlements)',
    system: 'Insurance FNOL',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables (Customers_Policies, First_Notification_of_Loss, Settlements), mixed-case columns (Customer_ID, policy_type_code, Date_Opened, Settlement_Amount), an abbreviation as a key (FNOL_ID)',
  },
  // Four more train databases, named in the previous session's closing note (in this order) before the engine was asked
  // anything about them and before their questions were read: insurance_and_eClaims, school_finance, phone_market,
  // gas_company (spares, in order: customers_and_products_contacts, tracking_grants_for_research, assets_maintenance,
  // tracking_share_transactions). Every dataset script is under 1.5 MB.
  insurance_and_eClaims: {
    split: 'train',
    prefix: 'iec',
    title:
      'Spider train: insurance_and_eClaims (customers, staff, policies, claim headers, claim documents, processing)',
    system: 'Insurance eClaims',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables (Claim_Headers, Claims_Documents, Claims_Processing_Stages), mixed-case columns, a misspelt column (Amount_Piad), details kept as one text column (Customer_Details, Staff_Details), a creation date kept as an integer, a stage linked to its next stage',
  },
  school_finance: {
    split: 'train',
    prefix: 'sf',
    title: 'Spider train: school_finance (schools, budgets by year, endowments)',
    system: 'School Finance',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a capitalised table (School) beside lower-case ones (budget, endowment), a school key kept as text in one table and as an integer in the others, an abbreviation in column names (IHSAA_Class), a percentage kept as text',
  },
  phone_market: {
    split: 'train',
    prefix: 'phm',
    title: 'Spider train: phone_market (phones, markets, stock of phones in markets)',
    system: 'Phone Market',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables (phone, market, phone_market), mixed-case columns (Memory_in_G, Num_of_employees, Num_of_stock), a phone key kept as text in the link table, a count of shops kept as a real',
  },
  gas_company: {
    split: 'train',
    prefix: 'gc',
    title: 'Spider train: gas_company (companies, gas stations, station-company ranks)',
    system: 'Gas Company',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables (company, gas_station, station_company), a column named like its table (company.Company), money in billions (Sales_billion, Profits_billion), people kept as names on the station (Manager_Name, Vice_Manager_Name)',
  },
  // Four more train databases, named in a closing note as spares of the four before (in this order) before the engine
  // was asked anything about them and before their questions were read: customers_and_products_contacts,
  // tracking_grants_for_research, assets_maintenance, tracking_share_transactions. Every dataset script is under 1.5 MB.
  customers_and_products_contacts: {
    split: 'train',
    prefix: 'cpc',
    title:
      'Spider train: customers_and_products_contacts (customers, contacts, addresses and their history, orders, order items, products)',
    system: 'Customers and Products Contacts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables (Customer_Address_History, Customer_Orders, Order_Items), snake_case columns, an order quantity kept as text, an address line named line_1_number_building, a dated history of addresses (date_from, date_to)',
  },
  tracking_grants_for_research: {
    split: 'train',
    prefix: 'tg',
    title:
      'Spider train: tracking_grants_for_research (organisations, grants, documents, projects, staff, tasks, outcomes)',
    system: 'Research Grants',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables with lookup tables of codes (Document_Types, Organisation_Types, Staff_Roles, Research_Outcomes), details kept as free text (organisation_details, project_details, staff_details), a grant amount as a decimal, a role of staff on projects with dates',
  },
  assets_maintenance: {
    split: 'train',
    prefix: 'am',
    title:
      'Spider train: assets_maintenance (companies, contracts, assets, parts, engineers, skills, faults, engineer visits)',
    system: 'Assets Maintenance',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: fourteen Capitalised_Snake tables, several of them links (Asset_Parts, Engineer_Skills, Part_Faults, Fault_Log_Parts, Skills_Required_To_Fix), a yes/no flag kept as one letter (chargeable_yn), an amount kept as text (chargeable_amount), a contract company key named by its role (maintenance_contract_company_id)',
  },
  tracking_share_transactions: {
    split: 'train',
    prefix: 'ts',
    title: 'Spider train: tracking_share_transactions (investors, lots, transactions, sales, purchases)',
    system: 'Share Transactions',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables, a lookup of transaction types (Ref_Transaction_Types), a share count kept as text, sales and purchases keyed by the transaction they are, details kept as free text',
  },
  // Four more train databases, named in the previous session's closing note (in this order) before the engine was asked
  // anything about them and before their questions were read: activity_1, aircraft, allergy_1, architecture (spares,
  // in order: behavior_monitoring, body_builder, book_2, browser_web). Every dataset script is under 1.5 MB.
  activity_1: {
    split: 'train',
    prefix: 'act',
    title: 'Spider train: activity_1 (students, faculty, activities, who takes part in which)',
    system: 'Campus Activities',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase tables with two link tables (Participates_in, Faculty_Participates_in), run-together abbreviated columns (StuID, FacID, actid, LName, Fname), a major kept as a number, one-letter sex codes',
  },
  aircraft: {
    split: 'train',
    prefix: 'ac',
    title: 'Spider train: aircraft (pilots, aircraft, airports, matches and their winners)',
    system: 'Aircraft',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a column named like its table (aircraft.Aircraft), weights and areas kept as text with units, a match referencing its winning pilot and aircraft, a column named %_Change_2007',
  },
  allergy_1: {
    split: 'train',
    prefix: 'al',
    title: 'Spider train: allergy_1 (students, allergies and their types, who has which)',
    system: 'Student Allergies',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase tables, an allergy keyed by its own name (Allergy_Type.Allergy), a column named by run-together words (AllergyType), a link table without a key (Has_Allergy)',
  },
  architecture: {
    split: 'train',
    prefix: 'arc',
    title: 'Spider train: architecture (architects, bridges, mills)',
    system: 'Architecture',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, an architect key kept as text referenced by integer columns, lengths in meters and feet, a year built kept as an integer',
  },
  // Four more train databases, named in the previous session's closing note (in this order) before the engine was asked
  // anything about them and before their questions were read: behavior_monitoring, body_builder, book_2, browser_web
  // (spares, in order: candidate_poll, cinema, city_record, climbing). Every dataset script is under 1.5 MB.
  behavior_monitoring: {
    split: 'train',
    prefix: 'bm',
    title: 'Spider train: behavior_monitoring (students, teachers, incidents, detentions, addresses)',
    system: 'Behavior Monitoring',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: Capitalised_Snake tables, three lookups of codes (Ref_Address_Types, Ref_Detention_Type, Ref_Incident_Type), a link table without a key over three tables (Students_in_Detention), dates kept as DATETIME, monthly rent as DECIMAL',
  },
  body_builder: {
    split: 'train',
    prefix: 'bb',
    title: 'Spider train: body_builder (body builders, their lifts, the people they are)',
    system: 'Body Builders',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables, a table named like the database (body_builder), lift results in columns named by the lift (Snatch, Clean_Jerk, Total), birth dates kept as text',
  },
  book_2: {
    split: 'train',
    prefix: 'bk',
    title: 'Spider train: book_2 (books, writers, publications, publishers)',
    system: 'Books',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a writer kept as text on the book, issues kept as real, publication dates kept as text',
  },
  browser_web: {
    split: 'train',
    prefix: 'bw',
    title: 'Spider train: browser_web (web client accelerators, browsers, which works with which)',
    system: 'Browsers',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: mixed-case tables (Web_client_accelerator), keys named id, a link table keyed by both ends with a year (accelerator_compatible_browser), market share as real',
  },
  // The four above hold 67 questions kept; the first two spares, named with them, are taken too.
  candidate_poll: {
    split: 'train',
    prefix: 'cp',
    title: 'Spider train: candidate_poll (candidates, the people they are, poll rates)',
    system: 'Candidate Polls',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a candidate keyed apart from the person it is, rates in columns named by what they measure (Support_rate, Oppose_rate), dates of birth kept as text, one-letter sex codes',
  },
  cinema: {
    split: 'train',
    prefix: 'cin',
    title: 'Spider train: cinema (cinemas, films, what shows where)',
    system: 'Cinemas',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a table named like the database (cinema), a misspelt column (Openning_year), a schedule keyed by cinema and film with shows per day and a price',
  },
  // Named before their questions were read (the eleventh session's note): city_record, climbing, club_1, college_1.
  city_record: {
    split: 'train',
    prefix: 'crd',
    title: 'Spider train: city_record (cities, their monthly temperatures, matches and the cities that hosted them)',
    system: 'City Records',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a table and its name column both called city (city.City), a city named in three scripts (Hanzi, Hanyu_Pinyin), one column per month of temperature (Jan … Dec, no May), dates kept as text (18 February 1992), a host city referenced by its id under another name (Host_City)',
  },
  climbing: {
    split: 'train',
    prefix: 'clm',
    title: 'Spider train: climbing (mountains and the climbers who climbed them)',
    system: 'Climbing',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case singular tables, a climb time kept as text (1:13.05.6), points as real numbers, a country kept as text on both tables',
  },
  club_1: {
    split: 'train',
    prefix: 'clb',
    title: 'Spider train: club_1 (students, clubs, memberships with positions)',
    system: 'Student Clubs',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase tables (Student, Club, Member_of_club), run-together short columns (StuID, LName, Fname, ClubName, ClubDesc), one-letter sex codes, city and location codes (BAL, AKW), advisor and major kept as bare numbers',
  },
  college_1: {
    split: 'train',
    prefix: 'cg',
    title: 'Spider train: college_1 (departments, courses, classes, professors, students, enrolments)',
    system: 'College Records',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: upper-case tables and columns with abbreviated prefixes (CRS_CODE, PROF_NUM, EMP_LNAME, STU_GPA, DEPT_EXTENSION), a professor kept as an employee number, text dates without leading zeros (1975-2-12), class times as text (MWF 8:00-8:50 a.m.)',
  },
  // Named before their questions were read (the twelfth session's note): college_2, college_3, company_1,
  // company_employee; spares county_public_safety, cre_Doc_Control_Systems, cre_Doc_Tracking_DB, cre_Docs_and_Epenses.
  college_2: {
    split: 'train',
    prefix: 'ctw',
    title: 'Spider train: college_2 (a university: departments, instructors, courses, sections, students, grades)',
    system: 'University',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: the textbook university schema, lower-case singular tables (teaches, takes, prereq), composite keys of course, section, semester and year, a department referenced by its name, ids kept as text (ID), an advisor table pairing students and instructors',
  },
  college_3: {
    split: 'train',
    prefix: 'cth',
    title: 'Spider train: college_3 (students, faculty, departments, courses, enrolments with grades, minors)',
    system: 'College Courses',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase tables (Member_of, Minor_in, Enrolled_in, Gradeconversion), run-together short columns (StuID, FacID, DNO, DName, CName, Appt_Type), a course instructor kept as a faculty id, letter grades converted to points in a table of their own, one-letter sex codes',
  },
  company_1: {
    split: 'train',
    prefix: 'cmo',
    title: 'Spider train: company_1 (employees, departments, projects, hours worked, dependents)',
    system: 'Company Staff',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: the textbook company schema with no foreign keys declared, short columns (Essn, Pno, Dnum, Super_ssn, Mgr_ssn, Dlocation), people keyed by social security number, dates kept as text, one-letter sex codes',
  },
  company_employee: {
    split: 'train',
    prefix: 'cme',
    title: 'Spider train: company_employee (people, companies, who works where and for how long)',
    system: 'Company Employment',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: lower-case tables (people, company, employment), figures named with their unit (Sales_in_Billion, Market_Value_in_Billion), a company id kept as a real number, years of work on the link table',
  },
  // Named before their questions were read (the thirteenth session's note): county_public_safety,
  // cre_Doc_Control_Systems, cre_Doc_Tracking_DB, cre_Docs_and_Epenses; spares cre_Drama_Workshop_Groups,
  // cre_Theme_park, csu_1, culture_company.
  county_public_safety: {
    split: 'train',
    prefix: 'cps',
    title:
      'Spider train: county_public_safety (counties with police figures and crime rates, their cities by ethnic share)',
    system: 'County Public Safety',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: a table named as the database (county_public_safety), figures per person named in words (Residents_per_officer, Case_burden), a city's ethnic make-up as one percentage column per group",
  },
  cre_Doc_Control_Systems: {
    split: 'train',
    prefix: 'dcs',
    title:
      'Spider train: cre_Doc_Control_Systems (documents, drafts, copies, who they circulated to, where they were mailed)',
    system: 'Document Control',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: reference tables of codes (Ref_Document_Types, Ref_Document_Status, Ref_Shipping_Agents), keys of two to four columns (a draft by document and number, a copy by draft and number), an address kept as one line of text',
  },
  cre_Doc_Tracking_DB: {
    split: 'train',
    prefix: 'dtr',
    title:
      'Spider train: cre_Doc_Tracking_DB (documents, where they are kept and when, who authorised and carried out their destruction)',
    system: 'Document Tracking',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: reference tables of codes with names and descriptions, a calendar table every date refers to, two references to employees from one row (authorised by, destroyed by), a misspelt column (Date_in_Locaton_To), sex as Gender_MFU',
  },
  cre_Docs_and_Epenses: {
    split: 'train',
    prefix: 'dex',
    title:
      'Spider train: cre_Docs_and_Epenses (projects, their documents, statements, documents with expenses by budget type, accounts)',
    system: 'Documents and Expenses',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a misspelt database name, reference tables of codes, a statement and a document with expenses each keyed by the document they are (a one-to-one key that is also a foreign key), details kept as free text',
  },
  // Named before their questions were read (the fourteenth session's note): cre_Drama_Workshop_Groups,
  // cre_Theme_park, csu_1, culture_company; spares customers_campaigns_ecommerce, debate, decoration_competition,
  // device.
  cre_Drama_Workshop_Groups: {
    split: 'train',
    prefix: 'dwg',
    title:
      'Spider train: cre_Drama_Workshop_Groups (workshop groups, stores, clients and customers, bookings, orders, invoices, services, performers)',
    system: 'Drama Workshops',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: reference tables of codes (Ref_Payment_Methods, Ref_Service_Types with a parent code), three kinds of person with the same Customer_ columns (Clients, Performers, Customers), keys kept as text in one table and as integers where they are referenced, a quantity kept as text (Order_Quantity), a misspelt column (Marketing_Region_Descriptrion)',
  },
  cre_Theme_park: {
    split: 'train',
    prefix: 'ctp',
    title:
      'Spider train: cre_Theme_park (tourist attractions by type and location, their features, staff, photos, visits, hotels)',
    system: 'Theme Park',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: reference tables of codes (Ref_Hotel_Star_Ratings, Ref_Attraction_Types), five kinds of attraction each keyed by the attraction it is (Museums, Shops, Street_Markets, Royal_Family, Theme_Parks), visitors named Tourist_ in their columns, a flag as text (pets_allowed_yn)',
  },
  csu_1: {
    split: 'train',
    prefix: 'csu',
    title: 'Spider train: csu_1 (university campuses, their fees, degrees, enrolments and faculty by year)',
    system: 'Campus Statistics',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a campus referenced by a column named Campus (an integer id) in every table but its own, figures by campus and year keyed by both, a column named as its table (Degrees, Faculty), run-together figure names (TotalEnrollment_AY, FTE_AY, CampusFee)',
  },
  culture_company: {
    split: 'train',
    prefix: 'cul',
    title: 'Spider train: culture_company (companies, the book club entries and movies they hold)',
    system: 'Culture Company',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a company keyed by its name, references kept as text to integer keys (book_club_id, movie_id), figures named with their unit (Budget_million, Gross_worldwide), a column of two names (Author_or_Editor)',
  },
  // Named before their questions were read (the fifteenth session's note): customers_campaigns_ecommerce, debate,
  // decoration_competition, device; spares document_management, dorm_1, driving_school, e_government (the first two
  // taken, as the four named keep fewer than a hundred questions).
  customers_campaigns_ecommerce: {
    split: 'train',
    prefix: 'cce',
    title:
      'Spider train: customers_campaigns_ecommerce (customers, their addresses at premises, orders and items, products, mailshot campaigns and their outcomes)',
    system: 'Customer Campaigns',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: codes with no reference table (order_status_code, outcome_code, address_type_code), a quantity and shipping charges kept as text, a customer address kept both as a column and as dated rows linking customers to premises, a product category shared by products and campaigns without a key',
  },
  debate: {
    split: 'train',
    prefix: 'deb',
    title: 'Spider train: debate (people of parties and districts, debates at venues, who argued each side)',
    system: 'Debates',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: one table of people referenced twice by the pairing table (Affirmative, Negative), a yes/no kept as a bool (If_Affirmative_Win), dates kept as text in words (October 21, 2011), a run-together figure name (Num_of_Audience)',
  },
  decoration_competition: {
    split: 'train',
    prefix: 'dec',
    title:
      'Spider train: decoration_competition (colleges and their leaders, members, their ranks in decoration rounds)',
    system: 'Decoration Competition',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: rounds keyed by member and round number, a rank kept as a figure (Rank_in_Round, 1 the best), a college named by its leader and its location',
  },
  device: {
    split: 'train',
    prefix: 'dev',
    title: 'Spider train: device (devices by carrier and software platform, shops, the stock each shop holds)',
    system: 'Device Stock',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a column named as its table (device.Device), an opening date kept as text without its year beside the year as a figure (Open_Date, Open_Year), a stock table keyed by shop and device',
  },
  document_management: {
    split: 'train',
    prefix: 'dmg',
    title:
      'Spider train: document_management (documents by structure and functional area, their sections and images, users and roles)',
    system: 'Document Management',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: tables keyed by text codes (Roles, Document_Structures, Functional_Areas, Documents), codes with a parent code in the same table, a document type code with no reference table, a section-to-image link table',
  },
  dorm_1: {
    split: 'train',
    prefix: 'dor',
    title: 'Spider train: dorm_1 (students, dorms and their amenities, who lives in which dorm and room)',
    system: 'Dorms',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: no primary key on the dorm tables, abbreviated column names (StuID, LName, Fname, dormid, amenid), a major and an advisor kept as bare numbers with no table, a gender kept as one letter (M, F, X)',
  },
  // Named before their questions were read (the sixteenth session's note): driving_school, e_government, e_learning,
  // election; spares election_representative, entertainment_awards, entrepreneur, epinions_1.
  driving_school: {
    split: 'train',
    prefix: 'drv',
    title: 'Spider train: driving_school (customers and their payments, staff, vehicles, lessons and their addresses)',
    system: 'Driving School',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a status and a payment method kept as codes with no reference table (customer_status_code, lesson_status_code, payment_method_code), dates of birth and of joining kept as datetimes, a lesson time kept as text, payments keyed by customer and time, one address table referenced by staff and customers',
  },
  e_government: {
    split: 'train',
    prefix: 'egv',
    title:
      'Spider train: e_government (parties, individuals and organizations, the services they book and the forms they fill in)',
    system: 'E-Government',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: misspelt column names (service_descriptio, inidividual_phone), party addresses and forms kept as dated link rows with a status code, a booking table whose customer_id refers to a party, codes with no reference table',
  },
  e_learning: {
    split: 'train',
    prefix: 'elr',
    title:
      'Spider train: e_learning (course authors and tutors, students, subjects and courses, enrolments and tests taken)',
    system: 'E-Learning',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: people named by personal_name and family_name, a table named by two roles (Course_Authors_and_Tutors) with a role code (author_tutor_ATB) and a gender kept as one letter (gender_mf), test results kept as text (Pass, Fail), enrolments keyed by a registration id',
  },
  election: {
    split: 'train',
    prefix: 'ele',
    title: 'Spider train: election (counties, parties and their office holders by year, delegates elected by district)',
    system: 'Election',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a reference named as the table it refers to (election.Party to party.Party_ID, election.District to county.County_Id), a party table whose Party column is its name, years and first-elected years kept as reals, counties represented kept as text',
  },
  // Named before their questions were read (the seventeenth session's note): election_representative,
  // entertainment_awards, entrepreneur, epinions_1; spares farm, film_rank, flight_1, flight_4, taken in that order
  // until about 150 questions are kept.
  election_representative: {
    split: 'train',
    prefix: 'erp',
    title: 'Spider train: election_representative (representatives of US states and parties, their election results)',
    system: 'Representatives',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: an election date kept as text (July 1942, 1946), votes, seats and places kept as reals, a lifespan kept as text (1868–1930, 1947–)',
  },
  entertainment_awards: {
    split: 'train',
    prefix: 'ent',
    title: 'Spider train: entertainment_awards (festivals and their chairs, artworks, nominations and their results)',
    system: 'Entertainment Awards',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a table named festival_detail, an audience kept as Num_of_Audience, a nomination link table whose Result is text (Nominated, Won), artwork types kept as text with slashes (Program Music/Variety Show)',
  },
  entrepreneur: {
    split: 'train',
    prefix: 'etr',
    title: 'Spider train: entrepreneur (entrepreneurs, their companies, the money requested and their investors)',
    system: 'Entrepreneurs',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: entrepreneurs whose names are kept in a people table, investors kept as text, heights in metres and weights kept as reals, dates of birth kept as text',
  },
  epinions_1: {
    split: 'train',
    prefix: 'epi',
    title: 'Spider train: epinions_1 (items, user accounts, reviews with ratings and ranks, trust between users)',
    system: 'Epinions',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: abbreviated keys (i_id, u_id, a_id), a trust table referring twice to useracct (source_u_id, target_u_id), a review keyed by a_id, a column named rank',
  },
  farm: {
    split: 'train',
    prefix: 'frm',
    title: 'Spider train: farm (cities, farms and their livestock by year, farm competitions, their hosts and ranks)',
    system: 'Farms',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: livestock counts kept as reals (Total_Horses, Cows, Sheep_and_Goats), a census ranking kept as text (636 of 5008), a host city referred to as Host_city_ID, hosts kept as one text',
  },
  film_rank: {
    split: 'train',
    prefix: 'flk',
    title: 'Spider train: film_rank (films, their studios and directors, markets, and estimates per film and market)',
    system: 'Film Rank',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a gross kept as Gross_in_dollar, low and high estimates kept as reals, a studio kept as text with slashes (Paramount / Lorimar), a market named by its country',
  },
  // The third spare named with them (the seventeenth session's note), taken later the same session for a second first
  // run on the engine as changed by then; flight_4, the fourth, is left out for its size (67,240 routes, a 3 MB file,
  // where every other set's script is under 20 kB and each test run loads them all).
  flight_1: {
    split: 'train',
    prefix: 'fl1',
    title: 'Spider train: flight_1 (flights and their aircraft, employees and the aircraft they are certified on)',
    system: 'Flights',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: abbreviated keys (flno, aid, eid), departure and arrival dates kept as text (04/12/2005 09:30), an aircraft distance and a flight distance both named distance, a certificate link table between employees and aircraft',
  },
  // Named before their questions were read (the eighteenth session's note): flight_company, game_1, game_injury,
  // gymnast; spares hospital_1, hr_1, icfp_1, inn_1, taken in that order until about 150 questions are kept.
  flight_company: {
    split: 'train',
    prefix: 'fco',
    title: 'Spider train: flight_company (airports, operating companies and the test flights their pilots flew)',
    system: 'Flight Companies',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a table named operate_company, flight dates kept as text (March 1, 1963), a vehicle flight number kept as text (M2-F1 #0), a shareholding kept as Group_Equity_Shareholding',
  },
  game_1: {
    split: 'train',
    prefix: 'gm',
    title: 'Spider train: game_1 (students, the video games they play and for how long, the sports they play)',
    system: 'Games',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: abbreviated names (StuID, LName, Fname, GName, GType), a scholarship kept as Y/N text, a sports table keyed by student with no key of its own, a link table Plays_Games',
  },
  game_injury: {
    split: 'train',
    prefix: 'gi',
    title: 'Spider train: game_injury (stadiums, the games played in them, and the injuries in each game)',
    system: 'Game Injuries',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: game dates kept as text (18 May 2007), scores kept as text (1–1), a number of matches kept as text, a table named injury_accident',
  },
  gymnast: {
    split: 'train',
    prefix: 'gym',
    title: 'Spider train: gymnast (gymnasts and their points on each apparatus, the people they are)',
    system: 'Gymnasts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a gymnast table whose key is a reference to people (Gymnast_ID to People_ID), points per apparatus kept as reals (Floor_Exercise_Points, Pommel_Horse_Points), ages and heights kept as reals',
  },
  hospital_1: {
    split: 'train',
    prefix: 'hsp',
    title:
      'Spider train: hospital_1 (physicians, nurses, departments, patients, appointments, prescriptions, procedures, rooms and stays)',
    system: 'Hospital',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: references named as what they refer to (Physician, Patient, Medication, Stay, Room), a patient keyed by SSN, booleans kept as 0/1 (PrimaryAffiliation, Registered, Unavailable), a block keyed by floor and code together, a table named Procedures and a column of Undergoes named Procedures',
  },
  // Named before their questions were read (the nineteenth session's note): hr_1, icfp_1, inn_1, journal_committee;
  // spares local_govt_and_lot, local_govt_in_alabama, local_govt_mdm, machine_repair, taken in that order until about
  // 150 questions are kept.
  hr_1: {
    split: 'train',
    prefix: 'hum',
    title:
      'Spider train: hr_1 (employees, their jobs, departments and managers, job history, locations, countries and regions)',
    system: 'Human Resources',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: upper-case names (EMPLOYEE_ID, FIRST_NAME, COMMISSION_PCT), keys kept as decimals, a manager kept as an employee id without a declared reference, a job kept by a text code (AD_PRES), country codes of two letters, a job history keyed by employee and start date',
  },
  icfp_1: {
    split: 'train',
    prefix: 'icfp',
    title: 'Spider train: icfp_1 (papers, their authors and the institutions the authors wrote them at)',
    system: 'Conference Papers',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: abbreviated names (Inst, instID, authID, lname, fname), an authorship link table of three keys with the author's place in the order (authOrder)",
  },
  inn_1: {
    split: 'train',
    prefix: 'inn',
    title: 'Spider train: inn_1 (the rooms of an inn and their reservations)',
    system: 'Inn',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: a room keyed by a three-letter code (RoomId) referenced as Room, check-in and check-out dates kept as text (23-OCT-10), guests' names in capitals, camel-case names (roomName, bedType, maxOccupancy, basePrice)",
  },
  journal_committee: {
    split: 'train',
    prefix: 'jc',
    title: 'Spider train: journal_committee (journals, editors and the committees they sit on)',
    system: 'Journals',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: journal dates kept as text (September 9, 2001), ages kept as reals, a link table named after the database (journal_committee) with the work type of each editor',
  },
  local_govt_and_lot: {
    split: 'train',
    prefix: 'lgl',
    title:
      'Spider train: local_govt_and_lot (properties and their residents, organizations and their services, things, customer events and their notes)',
    system: 'Local Government',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: residents keyed by resident, property and move-in date together, references of three columns, details columns for names (customer_details, organization_details), a parent organization kept as an id, a column named Date_and_Date',
  },
  // Named before their questions were read (the twentieth session's note): local_govt_in_alabama, local_govt_mdm,
  // machine_repair, manufacturer; spares match_season, medicine_enzyme_interaction, mountain_photos, movie_1, taken in
  // that order until about 150 questions are kept.
  local_govt_in_alabama: {
    split: 'train',
    prefix: 'lga',
    title: 'Spider train: local_govt_in_alabama (services, their events and the participants in each event)',
    system: 'Alabama Services',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: type codes kept as text (Service_Type_Code, Participant_Type_Code), details columns for names (Participant_Details, Event_Details), a link table of events and participants keyed by both',
  },
  local_govt_mdm: {
    split: 'train',
    prefix: 'lgm',
    title:
      'Spider train: local_govt_mdm (a master index of customers, their cross references in source systems, and council tax, business rates, benefit overpayments, parking fines, rent arrears and electoral register records)',
    system: 'Council Records',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: an abbreviated table prefix (cmi_details, CMI_Cross_References), record tables of two ids each, four of them keyed by a column named council_tax_id, source systems kept as codes',
  },
  machine_repair: {
    split: 'train',
    prefix: 'mr',
    title: 'Spider train: machine_repair (machines, repairs, technicians and which technician repaired which machine)',
    system: 'Machine Repair',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: launch dates kept as text, a technician keyed by a real number, years kept as reals (Starting_Year), a repair assignment keyed by technician, repair and machine together',
  },
  manufacturer: {
    split: 'train',
    prefix: 'mfr',
    title: 'Spider train: manufacturer (furniture makers, furniture and the price each maker asks)',
    system: 'Furniture',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: counts kept as columns (Num_of_Factories, Num_of_Shops, Num_of_Component), an opening year kept as a real, a link table misspelt (furniture_manufacte) with the price in dollars',
  },
  match_season: {
    split: 'train',
    prefix: 'ms',
    title:
      'Spider train: match_season (draft seasons and their players, teams, countries and tennis-style records of players)',
    system: 'Match Seasons',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a season kept as a real and used as the key, references named as what they refer to (Country, Team), win-loss records kept as text (Total_WL), a player named in two tables without a shared key',
  },
  medicine_enzyme_interaction: {
    split: 'train',
    prefix: 'mei',
    title:
      'Spider train: medicine_enzyme_interaction (medicines, enzymes and how each medicine interacts with each enzyme)',
    system: 'Medicines',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: an approval flag kept as text ('Yes'/'No', FDA_approved), both tables keyed by a column named id, a link table named after the database with the type of each interaction",
  },
  mountain_photos: {
    split: 'train',
    prefix: 'mp',
    title:
      'Spider train: mountain_photos (mountains, camera lenses and the photos taken of each mountain with each lens)',
    system: 'Mountain Photos',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: every table keyed by a column named id and named by a column named name, a lens's focal length with its unit in the name (focal_length_mm), references named after their tables (camera_lens_id, mountain_id)",
  },
  // Named before their questions were read (the twenty-first session's note): movie_1, music_1, music_2, music_4;
  // spares musical, network_2, news_report, party_host, taken in that order until about 150 questions are kept.
  movie_1: {
    split: 'train',
    prefix: 'mvr',
    title: 'Spider train: movie_1 (movies, reviewers and the stars each reviewer gave each movie)',
    system: 'Movie Ratings',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: abbreviated keys (mID, rID), a rating table without a key where a reviewer may rate a movie twice, some rating dates missing, a director kept as text on the movie',
  },
  music_1: {
    split: 'train',
    prefix: 'mu',
    title: 'Spider train: music_1 (genres, artists, audio files and songs)',
    system: 'Music Library',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: genres, artists and songs keyed by their names (g_name, artist_name, song_name), a file's size and duration kept as text ('3.78 MB', '3:45'), a song's genre in a column named genre_is, release dates kept as text ('28-AUG-2011'), a rating kept as text on genres and as a number on songs",
  },
  music_2: {
    split: 'train',
    prefix: 'mb',
    title: 'Spider train: music_2 (a band, its songs and albums, who played which instrument, sang and stood where)',
    system: 'Band',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: every table empty, band members named by first and last name, link tables of song and bandmate (Instruments, Performance, Vocals) with a reference named Bandmate, a track list keyed by album and position',
  },
  music_4: {
    split: 'train',
    prefix: 'mch',
    title:
      'Spider train: music_4 (artists, the volumes of a chart they topped and the music festivals those volumes were entered in)',
    system: 'Music Charts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: an artist's name in a column named Artist, dates kept as text ('27 December 1986 - 10 January', 'November 2007'), weeks on top kept as a real, a festival's reference to a volume named Volume, a result kept as text (Nominated, Awarded)",
  },
  // Named before their questions were read (the twenty-second session's note): musical, network_2, news_report,
  // party_host; spares party_people, performance_attendance, perpetrator, phone_1, taken in that order until about
  // 150 questions are kept.
  musical: {
    split: 'train',
    prefix: 'mus',
    title: 'Spider train: musical (musicals, the awards they were nominated for, and the actors who played in them)',
    system: 'Musicals',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Musical_ID, Actor_ID), an award's category, nominee and result kept on the musical, an actor's musical referenced by a key the source declares against the actor table itself, a run kept as text ('1988—', '1988, 1992—')",
  },
  network_2: {
    split: 'train',
    prefix: 'nw',
    title: 'Spider train: network_2 (people and the friendships between them)',
    system: 'Friends Network',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: a person keyed by their name, a friendship table with two references to the person (name, friend) and the years they have been friends, cities and jobs kept as lower-case text',
  },
  news_report: {
    split: 'train',
    prefix: 'nr',
    title: 'Spider train: news_report (journalists, events and the reports each journalist made of each event)',
    system: 'Newsroom',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores beside lower-case ones (journalist_ID, Event_Attendance), an age kept as text, a date kept as text ('13 October 2008'), a link table keyed by both references with the kind of work as text",
  },
  party_host: {
    split: 'train',
    prefix: 'ph',
    title: 'Spider train: party_host (parties, their hosts and which host was in charge of each)',
    system: 'Party Hosts',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase columns with underscores (Party_Theme, Number_of_hosts), years kept as text (First_year, Last_year), an age kept as text, a flag kept as the text T or F (Is_Main_in_Charge)',
  },
  party_people: {
    split: 'train',
    prefix: 'ppl',
    title:
      'Spider train: party_people (political parties, their regions, members and the events members were in charge of)',
    system: 'Party Members',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Region_name, Took_office, Member_in_charge_ID), years kept as text (Took_office, Left_office), a member's party referenced by a text column, terms kept as text ('1994–present'), a region row holding a record release (Label, Format, Catalogue)",
  },
  // Named before their questions were read (the twenty-third session's note): performance_attendance, perpetrator,
  // phone_1, pilot_record; spares products_gen_characteristics, program_share, protein_institute, race_track, taken in
  // that order until about 150 questions are kept.
  performance_attendance: {
    split: 'train',
    prefix: 'pfa',
    title: 'Spider train: performance_attendance (orchestra members, performances and who attended them)',
    system: 'Performance Attendance',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Member_ID, Num_of_Pieces), a member's key kept as text and a performance's as a real, dates kept as text without a year ('February 2'), a link table of member and performance holding the pieces played",
  },
  perpetrator: {
    split: 'train',
    prefix: 'ppt',
    title: 'Spider train: perpetrator (perpetrators of killings, the people they were, and the casualties)',
    system: 'Perpetrators',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores, a column named with a space (Home Town), a year kept as a real, dates kept as text ('04.26 April 26/27'), heights in feet as reals, a perpetrator referencing the person it was",
  },
  phone_1: {
    split: 'train',
    prefix: 'phn',
    title: 'Spider train: phone_1 (phones, the chip models and the screen modes they use)',
    system: 'Phones',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: mixed-case columns (Model_name, RAM_MiB, used_kb, map), text keys (a chip model's name, a phone's hardware model name), references named as the table they point to (chip_model, screen_mode) and one kept as text against a real key, yes/no kept as text (WiFi, Bluetooth)",
  },
  pilot_record: {
    split: 'train',
    prefix: 'plr',
    title: 'Spider train: pilot_record (pilots, aircraft and the records of which pilot flew which aircraft)',
    system: 'Pilot Records',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Pilot_name, Order_Year, Fuel_Propulsion), a pilot's name in a column named Pilot_name, a link table named as its database (pilot_record) with dates kept as text ('2003/01/04')",
  },
  products_gen_characteristics: {
    split: 'train',
    prefix: 'pgc',
    title:
      'Spider train: products_gen_characteristics (products, their colours and categories, and the characteristics they have)',
    system: 'Product Characteristics',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: snake_case columns prefixed by their table (product_name, color_code, characteristic_type_code), reference tables of codes and descriptions (Ref_Colors, Ref_Product_Categories), prices kept as text, a link table of product and characteristic holding the value',
  },
  program_share: {
    split: 'train',
    prefix: 'psh',
    title: 'Spider train: program_share (television programs, the channels that broadcast them, and their shares)',
    system: 'Program Shares',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Share_in_percent, Time_of_day), a launch year kept as a real, two link tables of channel and program (broadcast with the time of day, broadcast_share with a date kept as text '01,May' and a share)",
  },
  // Named before their questions were read (the twenty-fourth session, whose closing note was lost with it; the
  // names are repeated in the twenty-fifth session's note): protein_institute, railway, riding_club, roller_coaster;
  // spares school_bus, school_player, scientist_1, ship_1, taken in that order until about 150 questions are kept.
  protein_institute: {
    split: 'train',
    prefix: 'pin',
    title: 'Spider train: protein_institute (buildings, the institutions housed in them, and the proteins they study)',
    system: 'Protein Institutes',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: mixed-case columns (building_id, Height_feet, Institution_id), keys kept as text, a table named by its own column (Institution.Institution), a founding year kept as a real, a protein keyed by its common name',
  },
  railway: {
    split: 'train',
    prefix: 'rwy',
    title: 'Spider train: railway (railways, their trains and managers)',
    system: 'Railways',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase columns with underscores (Railway_ID, Working_year_starts), a table named by its own column (railway.Railway), years kept as text (Built, From_Year), a camelCase column (ObjectNumber), a link table of railway and manager holding the year from which one manages',
  },
  riding_club: {
    split: 'train',
    prefix: 'rdc',
    title: 'Spider train: riding_club (players, clubs, coaches and match results)',
    system: 'Riding Club',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Player_name, Sponsor_name, Start_year), a player's rank kept as text and a coach's as an integer, a link table of player and coach holding the starting year, match results keyed by rank and club with medal counts (Gold, Big_Silver, Small_Silver, Bronze)",
  },
  roller_coaster: {
    split: 'train',
    prefix: 'rco',
    title: 'Spider train: roller_coaster (roller coasters and the countries they are in)',
    system: 'Roller Coasters',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Roller_Coaster_ID, Country_ID), a speed and an opening date kept as text, a country's languages kept as one text",
  },
  school_bus: {
    split: 'train',
    prefix: 'sbu',
    title: 'Spider train: school_bus (schools, drivers and the buses driven for each school)',
    system: 'School Buses',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Home_city, Years_Working, If_full_time), a table named by its own column (school.School), a link table of school and driver holding years worked and a full-time flag kept as text ('T'/'F')",
  },
  school_player: {
    split: 'train',
    prefix: 'spl',
    title: 'Spider train: school_player (schools, their details and yearly performance, and players)',
    system: 'School Players',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      "Spider as written: PascalCase columns with underscores (Boys_or_Girls, Day_or_Boarding, Year_Entered_Competition), a table named by its own column (school.School, player.Player), enrollment and founding year kept as reals, a school's details in a table of their own, a performance table keyed by school and a school year kept as text",
  },
  scientist_1: {
    split: 'train',
    prefix: 'sci',
    title: 'Spider train: scientist_1 (scientists, projects and who is assigned to which)',
    system: 'Scientists',
    now: '2018-03-26T12:00:00Z',
    schemaStyle:
      'Spider as written: PascalCase table names with unquoted columns (SSN, Name, Hours), a project keyed by a four-letter code, a link table (AssignedTo) whose columns are named by the tables they reference (Scientist, Project)',
  },
};

// SQLite lets a query show a column it neither groups by nor aggregates; PostgreSQL asks that it be grouped by
// (or depend on a grouped primary key). Grouping by the joined table's own key, equal to the other by the join,
// or adding the shown column to the grouping, makes the same groups.
const byEmployee =
  'SELECT t1."Name" FROM "employee" AS t1 JOIN "evaluation" AS t2 ON t1."Employee_ID" = t2."Employee_ID" GROUP BY t1."Employee_ID" ORDER BY count(*) DESC LIMIT 1';
const byShop =
  'SELECT t2."Name" FROM "hiring" AS t1 JOIN "shop" AS t2 ON t1."Shop_ID" = t2."Shop_ID" GROUP BY t2."Shop_ID" ORDER BY count(*) DESC LIMIT 1';
const byOwner =
  'SELECT T1."owner_id", T2."first_name", T2."last_name" FROM "Dogs" AS T1 JOIN "Owners" AS T2 ON T1."owner_id" = T2."owner_id" GROUP BY T1."owner_id", T2."owner_id" ORDER BY count(*) DESC LIMIT 1';
const byDepartment =
  'SELECT T2."department_name", T1."department_id" FROM "Degree_Programs" AS T1 JOIN "Departments" AS T2 ON T1."department_id" = T2."department_id" GROUP BY T1."department_id", T2."department_id" ORDER BY count(*) DESC LIMIT 1';
const transcriptsWith = (tail) =>
  `SELECT T2."transcript_date", T1."transcript_id" FROM "Transcript_Contents" AS T1 JOIN "Transcripts" AS T2 ON T1."transcript_id" = T2."transcript_id" GROUP BY T1."transcript_id", T2."transcript_id" ${tail}`;
// SQLite reads a number kept as text as a number inside avg() and in a comparison with a number; PostgreSQL
// needs the cast said.
const avgAge = 'SELECT avg("age"::numeric) FROM "Dogs"';
// A join with no ON is a cross join in SQLite.
const belowAverageCost =
  'SELECT DISTINCT T1."first_name", T1."last_name" FROM "Professionals" AS T1 CROSS JOIN "Treatments" AS T2 WHERE "cost_of_treatment" < (SELECT avg("cost_of_treatment") FROM "Treatments")';
const abandoned = `SELECT "name", "age", "weight" FROM "Dogs" WHERE "abandoned_yn" = '1'`;
// SQLite shows, beside max(), the other columns of the row that holds the maximum.
const topLanguage =
  'SELECT DISTINCT ON ("CountryCode") "Language", "CountryCode", "Percentage" FROM "countrylanguage" ORDER BY "CountryCode", "Percentage" DESC';

// The same for the second six databases: the shown column joins the grouping where it depends on the grouped key
// (a key of its own table, equal to the grouped one by the join; airline names are unique in `airlines`).
const mostUsedTemplate =
  'SELECT T1."Template_ID", T2."Template_Type_Code" FROM "Documents" AS T1 JOIN "Templates" AS T2 ON T1."Template_ID" = T2."Template_ID" GROUP BY T1."Template_ID", T2."Template_ID" ORDER BY count(*) DESC LIMIT 1';
const paragraphsPerDocument = (tail) =>
  `SELECT T1."Document_ID", T2."Document_Name"${tail === '' ? ', count(*)' : ''} FROM "Paragraphs" AS T1 JOIN "Documents" AS T2 ON T1."Document_ID" = T2."Document_ID" GROUP BY T1."Document_ID", T2."Document_ID"${tail}`;
const fewestFlights =
  'SELECT T1."Abbreviation", T1."Country" FROM "airlines" AS T1 JOIN "flights" AS T2 ON T1."uid" = T2."Airline" GROUP BY T1."Airline", T1."uid" ORDER BY count(*) LIMIT 1';
const concertsPerStadium =
  'SELECT T2."Name", count(*) FROM "concert" AS T1 JOIN "stadium" AS T2 ON T1."Stadium_ID" = T2."Stadium_ID" GROUP BY T1."Stadium_ID", T2."Stadium_ID"';
const conductorsBy = (tail) =>
  `SELECT T1."Name" FROM "conductor" AS T1 JOIN "orchestra" AS T2 ON T1."Conductor_ID" = T2."Conductor_ID" GROUP BY T2."Conductor_ID", T1."Conductor_ID" ${tail}`;
const foundedWithPerformances =
  'SELECT "Year_of_Founded" FROM "orchestra" AS T1 JOIN "performance" AS T2 ON T1."Orchestra_ID" = T2."Orchestra_ID" GROUP BY T2."Orchestra_ID", T1."Orchestra_ID" HAVING COUNT(*) > 1';
const topVisitor =
  'SELECT t2."visitor_ID", t1."Name", t1."Level_of_membership" FROM "visitor" AS t1 JOIN "visit" AS t2 ON t1."ID" = t2."visitor_ID" GROUP BY t2."visitor_ID", t1."ID" ORDER BY sum(t2."Total_spent") DESC LIMIT 1';
const mostVisitedMuseum =
  'SELECT t2."Museum_ID", t1."Name" FROM "museum" AS t1 JOIN "visit" AS t2 ON t1."Museum_ID" = t2."Museum_ID" GROUP BY t2."Museum_ID", t1."Museum_ID" ORDER BY count(*) DESC LIMIT 1';
// SQLite shows, beside min() or max(), the other columns of the row that holds it (one row holds each here).
const lowestVersion =
  'SELECT "Version_Number", "Template_Type_Code" FROM "Templates" ORDER BY "Version_Number" LIMIT 1';
const largestStadium = 'SELECT "Capacity", "Average" FROM "stadium" ORDER BY "Capacity" DESC LIMIT 1';
// A year or an age kept as text, compared with a number: SQLite gives the number the column's text affinity and
// compares texts, so the figure is quoted here (four-digit years and two-digit ages order the same as texts).
const concertsIn = (years) =>
  `SELECT count(*) FROM "concert" WHERE ${years.map((y) => `"Year" = '${y}'`).join(' OR ')}`;
const stadiumMostConcertsFrom = (op, year) =>
  `SELECT T2."Name", T2."Capacity" FROM "concert" AS T1 JOIN "stadium" AS T2 ON T1."Stadium_ID" = T2."Stadium_ID" WHERE T1."Year" ${op} '${year}' GROUP BY T2."Stadium_ID" ORDER BY count(*) DESC LIMIT 1`;
const stadiumsWithoutConcertIn2014 = `SELECT "Name" FROM "stadium" EXCEPT SELECT T2."Name" FROM "concert" AS T1 JOIN "stadium" AS T2 ON T1."Stadium_ID" = T2."Stadium_ID" WHERE T1."Year" = '2014'`;
const singersIn2014 = `SELECT T2."Name" FROM "singer_in_concert" AS T1 JOIN "singer" AS T2 ON T1."Singer_ID" = T2."Singer_ID" JOIN "concert" AS T3 ON T1."concert_ID" = T3."concert_ID" WHERE T3."Year" = '2014'`;
const stadiumIn = (year) =>
  `SELECT T2."Name", T2."Location" FROM "concert" AS T1 JOIN "stadium" AS T2 ON T1."Stadium_ID" = T2."Stadium_ID" WHERE T1."Year" = '${year}'`;
const teachersAged = `SELECT "Name" FROM "teacher" WHERE "Age" = '32' OR "Age" = '33'`;
const visitorsOfMuseumsOpened = (op, year) =>
  `SELECT t1."Name" FROM "visitor" AS t1 JOIN "visit" AS t2 ON t1."ID" = t2."visitor_ID" JOIN "museum" AS t3 ON t3."Museum_ID" = t2."Museum_ID" WHERE t3."Open_Year" ${op} '${year}'`;

// The last Spider dev databases (car_1, network_1, real_estate_properties): the shown column joins the grouping where
// it depends on the grouped key (a key of its own table, equal to the grouped one by the join).
const countryWithMostMakers =
  'SELECT T2."CountryName" FROM "car_makers" AS T1 JOIN "countries" AS T2 ON T1."Country" = T2."CountryId" GROUP BY T1."Country", T2."CountryId" ORDER BY Count(*) DESC LIMIT 1';
const highschoolersBy = (link, tail, where = '') =>
  `SELECT T2."name"${tail === '' ? ', count(*)' : ''} FROM "${link}" AS T1 JOIN "Highschooler" AS T2 ON T1."student_id" = T2."ID"${where} GROUP BY T1."student_id", T2."ID"${tail}`;
const propertyTypesInUse =
  'SELECT T2."property_type_description" FROM "Properties" AS T1 JOIN "Ref_Property_Types" AS T2 ON T1."property_type_code" = T2."property_type_code" GROUP BY T1."property_type_code", T2."property_type_code"';
// A figure kept as text (cars_data.MPG, Horsepower), some rows holding the word 'null': SQLite's avg() reads each
// text as the number it begins with, so 'null' counts as 0; PostgreSQL needs that said.
const avgOfText = (column, where) =>
  `SELECT avg(CASE WHEN "${column}" = 'null' THEN 0 ELSE "${column}"::numeric END) FROM "cars_data" WHERE ${where}`;
// The same figure compared with a number: SQLite gives the number the column's text affinity and compares texts
// ('46' > '150'), so the figure is quoted here, as for the years and ages above.
const horsepowerOver150 = `SELECT count(*) FROM "cars_data" WHERE "Horsepower" > '150'`;

/** Gold SQL translated by hand (why: the comments above). */
export const TRANSLATED = {
  16: largestStadium,
  20: concertsIn([2014, 2015]),
  21: concertsIn([2014, 2015]),
  22: concertsPerStadium,
  23: concertsPerStadium,
  24: stadiumMostConcertsFrom('>=', 2014),
  25: stadiumMostConcertsFrom('>', 2013),
  31: stadiumsWithoutConcertIn2014,
  32: stadiumsWithoutConcertIn2014,
  37: singersIn2014,
  38: singersIn2014,
  41: `${stadiumIn(2014)} INTERSECT ${stadiumIn(2015)}`,
  42: `${stadiumIn(2014)} INTERSECT ${stadiumIn(2015)}`,
  231: fewestFlights,
  232: fewestFlights,
  277: byEmployee,
  278: byEmployee,
  283: byShop,
  284: byShop,
  311: mostUsedTemplate,
  312: mostUsedTemplate,
  335: lowestVersion,
  336: lowestVersion,
  369: paragraphsPerDocument(''),
  370: paragraphsPerDocument(''),
  373: paragraphsPerDocument(' ORDER BY count(*) DESC LIMIT 1'),
  374: paragraphsPerDocument(' ORDER BY count(*) DESC LIMIT 1'),
  389: teachersAged,
  390: teachersAged,
  416: `SELECT avg("Num_of_Staff") FROM "museum" WHERE "Open_Year" < '2009'`,
  418: `SELECT "Name" FROM "museum" WHERE "Num_of_Staff" > (SELECT min("Num_of_Staff") FROM "museum" WHERE "Open_Year" > '2010')`,
  420: topVisitor,
  421: mostVisitedMuseum,
  426: `${visitorsOfMuseumsOpened('<', 2009)} INTERSECT ${visitorsOfMuseumsOpened('>', 2011)}`,
  427: `SELECT count(*) FROM "visitor" WHERE "ID" NOT IN (SELECT t2."visitor_ID" FROM "museum" AS t1 JOIN "visit" AS t2 ON t1."Museum_ID" = t2."Museum_ID" WHERE t1."Open_Year" > '2010')`,
  428: `SELECT count(*) FROM "museum" WHERE "Open_Year" > '2013' OR "Open_Year" < '2008'`,
  515: byDepartment,
  516: byDepartment,
  551: transcriptsWith('HAVING count(*) >= 2'),
  552: transcriptsWith('HAVING count(*) >= 2'),
  573: transcriptsWith('ORDER BY count(*) ASC LIMIT 1'),
  574: transcriptsWith('ORDER BY count(*) ASC LIMIT 1'),
  816: topLanguage,
  817: topLanguage,
  842: conductorsBy('HAVING COUNT(*) > 1'),
  843: conductorsBy('HAVING COUNT(*) > 1'),
  844: conductorsBy('ORDER BY COUNT(*) DESC LIMIT 1'),
  845: conductorsBy('ORDER BY COUNT(*) DESC LIMIT 1'),
  860: foundedWithPerformances,
  861: foundedWithPerformances,
  920: 'SELECT avg("age"::numeric) FROM "Dogs" WHERE "dog_id" IN (SELECT "dog_id" FROM "Treatments")',
  921: 'SELECT avg("age"::numeric) FROM "Dogs" WHERE "dog_id" IN (SELECT "dog_id" FROM "Treatments")',
  930: byOwner,
  931: byOwner,
  944: belowAverageCost,
  945: belowAverageCost,
  974: 'SELECT count(*) FROM "Dogs" WHERE "age"::numeric < (SELECT avg("age"::numeric) FROM "Dogs")',
  975: 'SELECT count(*) FROM "Dogs" WHERE "age"::numeric < (SELECT avg("age"::numeric) FROM "Dogs")',
  984: abandoned,
  985: abandoned,
  986: avgAge,
  987: avgAge,
  107: countryWithMostMakers,
  108: countryWithMostMakers,
  117: avgOfText('MPG', '"Cylinders" = 4'),
  118: avgOfText('MPG', '"Cylinders" = 4'),
  125: horsepowerOver150,
  126: horsepowerOver150,
  135: avgOfText('Horsepower', '"Year" < 1980'),
  136: avgOfText('Horsepower', '"Year" < 1980'),
  884: highschoolersBy('Friend', ''),
  885: highschoolersBy('Friend', ''),
  886: highschoolersBy('Friend', ' ORDER BY count(*) DESC LIMIT 1'),
  887: highschoolersBy('Friend', ' ORDER BY count(*) DESC LIMIT 1'),
  888: highschoolersBy('Friend', ' HAVING count(*) >= 3'),
  889: highschoolersBy('Friend', ' HAVING count(*) >= 3'),
  904: highschoolersBy('Likes', ''),
  905: highschoolersBy('Likes', ''),
  906: highschoolersBy('Likes', ' ORDER BY count(*) DESC LIMIT 1'),
  907: highschoolersBy('Likes', ' ORDER BY count(*) DESC LIMIT 1'),
  908: highschoolersBy('Likes', ' HAVING count(*) >= 2'),
  909: highschoolersBy('Likes', ' HAVING count(*) >= 2'),
  910: highschoolersBy('Friend', ' HAVING count(*) >= 2', ' WHERE T2."grade" > 5'),
  911: highschoolersBy('Friend', ' HAVING count(*) >= 2', ' WHERE T2."grade" > 5'),
  1032: propertyTypesInUse,
};

/** Gold SQL with no PostgreSQL reading of the same meaning, with why. */
export const UNTRANSLATABLE = {
  // "What is the average transcript date?": SQLite's avg() of date texts averages their leading year digits.
  563: 'avg() of dates kept as text: SQLite averages the leading year digits, a figure no date average gives',
  564: 'avg() of dates kept as text: SQLite averages the leading year digits, a figure no date average gives',
  // "What are the ids of all tv channels that have more than 2 TV channels?": the gold SQL groups by country and
  // shows the bare id, so SQLite shows one id of the twelve Italian channels, whichever it read last.
  641: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  642: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
};

// The train split's databases (department_store, customers_and_invoices, tracking_orders, customer_complaints,
// company_office, manufactory_1). A column shown but not grouped joins the grouping where it depends on the grouped
// key (a key of its own table, equal to the grouped one by the join).
const customerWithMostOrders =
  'SELECT T1."customer_name", T1."customer_phone", T1."customer_email" FROM "Customers" AS T1 JOIN "Customer_Orders" AS T2 ON T1."customer_id" = T2."customer_id" GROUP BY T2."customer_id", T1."customer_id" ORDER BY count(*) DESC LIMIT 1';
const staffWithSeveralAssignments =
  'SELECT T1."staff_name" FROM "Staff" AS T1 JOIN "Staff_Department_Assignments" AS T2 ON T1."staff_id" = T2."staff_id" GROUP BY T2."staff_id", T1."staff_id" HAVING COUNT(*) > 1';
const customersByAccounts = (shown, tail) =>
  `SELECT ${shown} FROM "Accounts" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id" GROUP BY T1."customer_id", T2."customer_id" ${tail}`;
const accountsByTransactions = (shown, tail) =>
  `SELECT ${shown} FROM "Financial_Transactions" AS T1 JOIN "Accounts" AS T2 ON T1."account_id" = T2."account_id" GROUP BY T1."account_id", T2."account_id"${tail}`;
const invoiceWithMostTransactions =
  'SELECT T2."invoice_number", T2."invoice_date" FROM "Financial_Transactions" AS T1 JOIN "Invoices" AS T2 ON T1."invoice_number" = T2."invoice_number" GROUP BY T1."invoice_number", T2."invoice_number" ORDER BY count(*) DESC LIMIT 1';
const customerWithMostOrdersPlaced =
  'SELECT T2."customer_last_name", T1."customer_id", T2."phone_number" FROM "Orders" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id" GROUP BY T1."customer_id", T2."customer_id" ORDER BY count(*) DESC LIMIT 1';
const staffWithFewestComplaints =
  'SELECT t1."first_name" FROM "Staff" AS t1 JOIN "Complaints" AS t2 ON t1."staff_id" = t2."staff_id" GROUP BY t2."staff_id", t1."staff_id" ORDER BY count(*) LIMIT 5';
const buildingsByOffices = (tail) =>
  `SELECT T2."name" FROM "Office_locations" AS T1 JOIN "buildings" AS T2 ON T1."building_id" = T2."id" JOIN "Companies" AS T3 ON T1."company_id" = T3."id" GROUP BY T1."building_id", T2."id" ${tail}`;
// SELECT DISTINCT ordered by a column not shown: SQLite orders the rows by it and drops repeats; PostgreSQL asks
// that the order be said of the rows kept (customer names are unique in `Customers`; order ids are keys).
const pendingCustomers = `SELECT T1."customer_name" FROM "Customers" AS T1 JOIN "Customer_Orders" AS T2 ON T1."customer_id" = T2."customer_id" WHERE T2."order_status_code" = 'Pending' GROUP BY T1."customer_name" ORDER BY min(T2."customer_id")`;
const ordersByDate = 'SELECT "order_id" FROM "Orders" ORDER BY "date_order_placed"';
// A date matched with LIKE: SQLite matches the date's text; PostgreSQL needs the text said (same ISO form).
const staffAssignedIn2016 = `SELECT T1."staff_name", T1."staff_gender" FROM "Staff" AS T1 JOIN "Staff_Department_Assignments" AS T2 ON T1."staff_id" = T2."staff_id" WHERE to_char(T2."date_assigned_from", 'YYYY-MM-DD HH24:MI:SS') ILIKE '2016%'`;
// A number kept as text, summed or averaged: SQLite reads each text as the number it holds (every value here is a
// number); PostgreSQL needs the cast said.
const productsOrderedOrSupplied = `SELECT "product_id" FROM "Order_Items" GROUP BY "product_id" HAVING count(*) > 3 UNION SELECT "product_id" FROM "Product_Suppliers" GROUP BY "product_id" HAVING sum("total_amount_purchased"::numeric) > 80000`;
const suppliersByAverageAmount = `SELECT "supplier_id" FROM "Product_Suppliers" GROUP BY "supplier_id" HAVING avg("total_amount_purchased"::numeric) > 50000 OR avg("total_amount_purchased"::numeric) < 30000`;
const averagesOfBusiestSupplier = `SELECT avg("total_amount_purchased"::numeric), avg("total_value_purchased") FROM "Product_Suppliers" WHERE "supplier_id" = (SELECT "supplier_id" FROM "Product_Suppliers" GROUP BY "supplier_id" ORDER BY count(*) DESC LIMIT 1)`;
const quantityPerProduct = `SELECT T2."product_name", sum(T1."product_quantity"::numeric) FROM "Order_Items" AS T1 JOIN "Products" AS T2 ON T1."product_id" = T2."product_id" GROUP BY T2."product_name"`;
const quantityPerOrder = 'SELECT "order_id", sum("product_quantity"::numeric) FROM "Order_Items" GROUP BY "order_id"';
// Two dates subtracted: SQLite reads each date's text as the number it begins with, its year, so the gold SQL orders
// by the difference of the years (Tom's assignment, the only one within one year, comes first, as it does by
// duration on these rows).
const shortestAssignment = `SELECT T1."staff_id", T1."staff_name" FROM "Staff" AS T1 JOIN "Staff_Department_Assignments" AS T2 ON T1."staff_id" = T2."staff_id" ORDER BY extract(year FROM "date_assigned_to") - extract(year FROM "date_assigned_from") LIMIT 1`;
// A text column compared with a number: SQLite gives the number the column's text affinity and compares texts.
const orderOfTracking3452 = `SELECT T1."date_order_placed" FROM "Orders" AS T1 JOIN "Shipments" AS T2 ON T1."order_id" = T2."order_id" WHERE T2."shipment_tracking_number" = '3452'`;
// Joins with no ON but the last: SQLite joins them all (a cross join) and the last ON filters the lot, which is the
// inner join on every condition.
const ordersPerProduct = (shown) =>
  `SELECT ${shown} FROM "Orders" AS T1 CROSS JOIN "Order_Items" AS T2 JOIN "Products" AS T3 ON T1."order_id" = T2."order_id" AND T2."product_id" = T3."product_id" GROUP BY T3."product_id"`;
const customersOfFood = (where) =>
  `SELECT T1."customer_name" FROM "Customers" AS T1 CROSS JOIN "Orders" AS T2 CROSS JOIN "Order_Items" AS T3 JOIN "Products" AS T4 ON T1."customer_id" = T2."customer_id" AND T2."order_id" = T3."order_id" AND T3."product_id" = T4."product_id" WHERE ${where} GROUP BY T1."customer_id" HAVING count(*) >= 1`;
// SQLite shows, beside max() or min(), the other columns of the row that holds it.
const topRevenuePerHeadquarter =
  'SELECT DISTINCT ON ("Headquarter") "Name", "Revenue", "Headquarter" FROM "Manufacturers" ORDER BY "Headquarter", "Revenue" DESC';
const dearestProductPerMaker =
  'SELECT DISTINCT ON (T2."Name") T1."Name", T1."Price", T2."Name" FROM "Products" AS T1 JOIN "Manufacturers" AS T2 ON T1."Manufacturer" = T2."Code" ORDER BY T2."Name", T1."Price" DESC';
const cheapestPerName = 'SELECT DISTINCT ON ("Name") "Code", "Name", "Price" FROM "Products" ORDER BY "Name", "Price"';

// The last four train databases (small_bank_1, loan_1, store_product, shop_membership). A column shown but not grouped
// joins the grouping where each group holds one value of it (customer names are unique in `customer`).
const customersWithLoansOver5000 =
  'SELECT T1."cust_name", T1."acc_type" FROM "customer" AS T1 JOIN "loan" AS T2 ON T1."cust_ID" = T2."cust_ID" GROUP BY T1."cust_name", T1."acc_type" HAVING sum(T2."amount") > 5000';
// SELECT DISTINCT ordered by a column not shown (district names are unique in `district`, so DISTINCT drops nothing).
const districtsByArea = 'SELECT "District_name" FROM "district" ORDER BY "City_Area" DESC';
// An aggregate with ORDER BY … LIMIT 3 and no GROUP BY: SQLite sums every row into one, which the order and the cut
// leave as it is (the question asks the three largest districts; the gold SQL sums all fifteen).
const populationOfLargestDistricts = 'SELECT sum("City_Population") FROM "district"';
// store_product spells the product's key `product_id` in `product` and `Product_ID` in `store_product`.
const productsOfMiramichi = `SELECT t1."product" FROM "product" AS t1 JOIN "store_product" AS t2 ON t1."product_id" = t2."Product_ID" JOIN "store" AS t3 ON t2."Store_ID" = t3."Store_ID" WHERE t3."Store_Name" = 'Miramichi'`;
// A year or an amount kept as text (branch.Open_year, membership_amount; Register_Year, purchase.Year) compared with
// a number: SQLite gives the number the column's text affinity and compares texts, so the figure is quoted here (as
// for the dev sets' years and ages). Four-digit years order the same as texts; membership amounts do not ('56' > '100').
const branchesOverAverageMembership = `SELECT count(*) FROM "branch" WHERE "membership_amount" > (SELECT avg("membership_amount"::double precision) FROM "branch")::text`;
const citiesWithMembershipFrom100 = `SELECT DISTINCT "City" FROM "branch" WHERE "membership_amount" >= '100'`;
const membershipRangeOf2011OrLondon = `SELECT min("membership_amount"), max("membership_amount") FROM "branch" WHERE "Open_year" = '2011' OR "City" = 'London'`;
const branchesBefore2010PerCity = `SELECT "City", count(*) FROM "branch" WHERE "Open_year" < '2010' GROUP BY "City"`;
const membersPerBranchAfter2015 = `SELECT T2."Name", count(*) FROM "membership_register_branch" AS T1 JOIN "branch" AS T2 ON T1."Branch_ID" = T2."Branch_ID" WHERE T1."Register_Year" > '2015' GROUP BY T2."Branch_ID"`;
const branchMostRegisteredIn2016 = `SELECT T2."Name", T2."Open_year" FROM "membership_register_branch" AS T1 JOIN "branch" AS T2 ON T1."Branch_ID" = T2."Branch_ID" WHERE T1."Register_Year" = '2016' GROUP BY T2."Branch_ID" ORDER BY count(*) DESC LIMIT 1`;
const membersRegisteredIn2016 = `SELECT T2."Name", T2."Hometown" FROM "membership_register_branch" AS T1 JOIN "member" AS T2 ON T1."Member_ID" = T2."Member_ID" WHERE T1."Register_Year" = '2016'`;
const citiesOpenedIn2001Over100 = `SELECT "City" FROM "branch" WHERE "Open_year" = '2001' AND "membership_amount" > '100'`;
const citiesWithoutBranchOver100 = `SELECT "City" FROM "branch" EXCEPT SELECT "City" FROM "branch" WHERE "membership_amount" > '100'`;
const londonPurchasesIn2018 = `SELECT sum("Total_pounds") FROM "purchase" AS T1 JOIN "branch" AS T2 ON T1."Branch_ID" = T2."Branch_ID" WHERE T2."City" = 'London' AND T1."Year" = '2018'`;

// The four spares taken next (customer_deliveries, restaurant_1, coffee_shop, customers_and_addresses). An order
// quantity or a staff count kept as text (varchar) inside avg() or sum(): SQLite reads it as a number (every value
// here is a number).
const quantities = (sql) => sql.replace(/(avg|sum)\((t\d\.)?"(order_quantity|Num_of_staff)"\)/g, '$1($2"$3"::numeric)');
// A shown column neither grouped nor aggregated joins the grouping where each group holds one value of it: the
// product's own key equals the grouped key by the join; customer names are unique in Customers (15 of 15).
const sandwichRestaurants = `SELECT count(*) FROM "Restaurant" JOIN "Type_Of_Restaurant" ON "Restaurant"."ResID" = "Type_Of_Restaurant"."ResID" JOIN "Restaurant_Type" ON "Type_Of_Restaurant"."ResTypeID" = "Restaurant_Type"."ResTypeID" GROUP BY "Type_Of_Restaurant"."ResTypeID", "Restaurant_Type"."ResTypeName" HAVING "Restaurant_Type"."ResTypeName" = 'Sandwich'`;
const mostOrderedRegularProduct = `SELECT t1."product_name" , t1."product_price" FROM "Products" AS t1 JOIN "Regular_Order_Products" AS t2 ON t1."product_id" = t2."product_id" GROUP BY t2."product_id", t1."product_id" ORDER BY count(*) DESC LIMIT 1`;
const customerWithMostQuantity = quantities(
  `SELECT t1."customer_name" FROM "Customers" AS t1 JOIN "Customer_Orders" AS t2 ON t1."customer_id" = t2."customer_id" JOIN "Order_Items" AS t3 ON t2."order_id" = t3."order_id" GROUP BY t1."customer_name" ORDER BY sum(t3."order_quantity") DESC LIMIT 1`,
);
const paymentOfLeastQuantity = quantities(
  `SELECT t1."payment_method" FROM "Customers" AS t1 JOIN "Customer_Orders" AS t2 ON t1."customer_id" = t2."customer_id" JOIN "Order_Items" AS t3 ON t2."order_id" = t3."order_id" GROUP BY t1."customer_name", t1."payment_method" ORDER BY sum(t3."order_quantity") LIMIT 1`,
);
const quantityOfRodrick = quantities(
  `SELECT sum(t3."order_quantity") FROM "Customers" AS t1 JOIN "Customer_Orders" AS t2 ON t1."customer_id" = t2."customer_id" JOIN "Order_Items" AS t3 ON t2."order_id" = t3."order_id" WHERE t1."customer_name" = 'Rodrick Heaney'`,
);
const quantityCancelled = quantities(
  `SELECT sum(t2."order_quantity") FROM "Customer_Orders" AS t1 JOIN "Order_Items" AS t2 ON t1."order_id" = t2."order_id" WHERE t1."order_status" = 'Cancelled'`,
);
const quantityBefore17March = quantities(
  `SELECT sum(t2."order_quantity") FROM "Customer_Orders" AS t1 JOIN "Order_Items" AS t2 ON t1."order_id" = t2."order_id" WHERE t1."order_date" < '2018-03-17 07:13:53'`,
);
const mostOrderedProductDetails = `SELECT t2."product_details" FROM "Order_Items" AS t1 JOIN "Products" AS t2 ON t1."product_id" = t2."product_id" GROUP BY t1."product_id", t2."product_id" ORDER BY count(*) DESC LIMIT 1`;
const leastQuantityProduct = quantities(
  `SELECT t2."product_details" , t2."product_id" FROM "Order_Items" AS t1 JOIN "Products" AS t2 ON t1."product_id" = t2."product_id" GROUP BY t1."product_id", t2."product_id" ORDER BY sum(t1."order_quantity") LIMIT 1`,
);
// A zip code kept as text compared with a number: SQLite gives the number the column's text affinity.
const cityOfZip255 = `SELECT "city" FROM "Addresses" WHERE "zip_postcode" = '255'`;
/** The same for the train split's databases, keyed by the question's index in train_spider.json. */
// The four train databases named after those (customers_card_transactions, insurance_policies, products_for_hire,
// apartment_rentals). The shown customer's names join the grouping: they depend on the grouped key, equal to the
// customer's own key by the join.
const customersBy = (table, shown, tail) =>
  `SELECT ${shown} FROM "${table}" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id" GROUP BY T1."customer_id", T2."customer_id" ${tail}`;
// A room count kept as text (char(5)) inside avg() or sum(): SQLite reads it as a number.
const roomCounts = (sql) => sql.replace(/(avg|sum)\((T2\.)?"room_count"\)/g, '$1($2"room_count"::numeric)');
// A flag kept as text ('0', '1') compared with a number: SQLite gives the number the column's text affinity.
const productsAvailable = `SELECT T2."product_name" FROM "View_Product_Availability" AS T1 JOIN "Products_for_Hire" AS T2 ON T1."product_id" = T2."product_id" WHERE T1."available_yn" = '1'`;
const unitsBothAvailableAndNot = `SELECT T1."apt_number" FROM "Apartments" AS T1 JOIN "View_Unit_Status" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T2."available_yn" = '0' INTERSECT SELECT T1."apt_number" FROM "Apartments" AS T1 JOIN "View_Unit_Status" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T2."available_yn" = '1'`;

// The four train databases named after those (department_management, student_assessment, product_catalog,
// insurance_fnol). department_management spells a column in two cases in two tables (department."Name" and
// head."name", department."Department_ID" and management."department_ID"), which the automatic translation refuses:
// each column is written as its own table spells it.
const deptJoin = `"department" AS T1 JOIN "management" AS T2 ON T1."Department_ID" = T2."department_ID"`;
const bornStateOf = (dept) =>
  `SELECT T3."born_state" FROM ${deptJoin} JOIN "head" AS T3 ON T2."head_ID" = T3."head_ID" WHERE T1."Name" = '${dept}'`;
// Shown names join the grouping: they depend on the grouped key, equal to their own table's key by the join.
const registrationsPerCourse = `SELECT T3."course_name" , count(*) FROM "Students" AS T1 JOIN "Student_Course_Registrations" AS T2 ON T1."student_id" = T2."student_id" JOIN "Courses" AS T3 ON T2."course_id" = T3."course_id" GROUP BY T2."course_id", T3."course_name"`;
const servicesOverTwo = `SELECT t2."Service_name" FROM "First_Notification_of_Loss" AS t1 JOIN "Services" AS t2 ON t1."Service_ID" = t2."Service_ID" GROUP BY t1."Service_ID", t2."Service_name" HAVING count(*) > 2`;
// A text column compared with a number: SQLite gives the number the column's text affinity (a text comparison).
const attendanceOf301 = `SELECT "student_id" FROM "Student_Course_Attendance" WHERE "course_id" = '301'`;
const latestAttendanceOf301 = `${attendanceOf301} ORDER BY "date_of_attendance" DESC LIMIT 1`;
const shortOrWide = `SELECT "catalog_entry_name" FROM "Catalog_Contents" WHERE "length" < '3' OR "width" > '5'`;
const attributesOfValue0 = `SELECT t1."attribute_name" , t1."attribute_id" FROM "Attribute_Definitions" AS t1 JOIN "Catalog_Contents_Additional_Attributes" AS t2 ON t1."attribute_id" = t2."attribute_id" WHERE t2."attribute_value" = '0'`;

// The four train databases named after those (insurance_and_eClaims, school_finance, phone_market, gas_company).
// Shown names join the grouping: they depend on the grouped key, equal to their own table's key by the join.
const mostCommonStage = `SELECT t2."Claim_Status_Name" FROM "Claims_Processing" AS t1 JOIN "Claims_Processing_Stages" AS t2 ON t1."Claim_Stage_ID" = t2."Claim_Stage_ID" GROUP BY t1."Claim_Stage_ID", t2."Claim_Status_Name" ORDER BY count(*) DESC LIMIT 1`;
const stationsPerCompany = `SELECT T2."Company" , count(*) FROM "station_company" AS T1 JOIN "company" AS T2 ON T1."Company_ID" = T2."Company_ID" GROUP BY T1."Company_ID", T2."Company"`;
// A derived table needs a name in PostgreSQL, and SELECT * over a grouping names only the grouped column.
const schoolsWithTwoEndowmentsOver8_5 = `SELECT count(*) FROM (SELECT "School_id" FROM "endowment" WHERE "amount" > 8.5 GROUP BY "School_id" HAVING count(*) > 1) AS schools`;

// aircraft, activity_1, allergy_1, architecture. aircraft groups matches by the winning aircraft's key and shows the
// aircraft's name (or the pilot's name and age): grouping by the aircraft's own key, equal to it by the join, makes
// the same groups.
const winsByAircraft = `FROM "aircraft" AS T1 JOIN "match" AS T2 ON T1."Aircraft_ID" = T2."Winning_Aircraft" GROUP BY T1."Aircraft_ID", T1."Aircraft"`;
const youngWinner = `SELECT t1."Name" , t1."Age" FROM "pilot" AS t1 JOIN "match" AS t2 ON t1."Pilot_Id" = t2."Winning_Pilot" WHERE t1."Age" < 30 GROUP BY t1."Pilot_Id", t1."Name", t1."Age" ORDER BY count(*) DESC LIMIT 1`;

// The four train databases named after those (customers_and_products_contacts, tracking_grants_for_research,
// assets_maintenance, tracking_share_transactions). SQLite reads a number kept as text as that number inside sum() and
// avg(), and text that is no number ('', 'male') as 0; PostgreSQL needs it said.
const sqliteNumber = (column) =>
  `(CASE WHEN ${column} ~ '^ *[-+]?[0-9]+(\\.[0-9]+)? *$' THEN ${column}::numeric ELSE 0 END)`;
// A text column compared with a number: SQLite gives the number the column's text affinity (a text comparison), as
// the translations before it (attendanceOf301, shortOrWide) keep.

// behavior_monitoring shows a joined table's name or description beside the key it groups by: the shown column depends
// on its own table's key, equal to the grouped one by the join, so grouping by both makes the same groups.
const groupedWithShown = (select, from, groupBy, tail = '') =>
  `SELECT ${select} FROM ${from} GROUP BY ${groupBy} ${tail}`.trim();
const notesJoin = (table, key) => `"Assessment_Notes" AS T1 JOIN "${table}" AS T2 ON T1."${key}" = T2."${key}"`;

// The fourteenth session's four (cre_Drama_Workshop_Groups, cre_Theme_park): an order quantity kept as text and a
// hotel's price range kept as text where some hotels have none (''), read as SQLite reads them (sqliteNumber: a
// number, or 0); a join written "A JOIN B JOIN C ON ..." (SQLite applies the one ON to all three).
const avgPriceRange = 'avg(' + sqliteNumber('"price_range"') + ')';
const visitsJoin =
  '"Tourist_Attractions" AS T1 CROSS JOIN "Visitors" AS T2 JOIN "Visits" AS T3 ON T1."Tourist_Attraction_ID" = T3."Tourist_Attraction_ID" AND T2."Tourist_ID" = T3."Tourist_ID"';
const attractionsVisited = (name) => `SELECT T1."Name" FROM ${visitsJoin} WHERE T2."Tourist_Details" = '${name}'`;
const visitsPerAttraction =
  '"Tourist_Attractions" AS T1 JOIN "Visits" AS T2 ON T1."Tourist_Attraction_ID" = T2."Tourist_Attraction_ID"';

// The fifteenth session's six (customers_campaigns_ecommerce, device, document_management, dorm_1): a related
// row's name shown beside the grouped key, grouped in full; a login flag kept as text compared with 1, as SQLite
// compares it (the integer as text).
const mailshotsPerCustomer = '"Mailshot_Customers" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id"';
const stockPerShop = '"stock" AS T1 JOIN "shop" AS T2 ON T1."Shop_ID" = T2."Shop_ID"';
const loggedInUsers = `"Users" WHERE "user_login" = '1'`;

// The sixteenth session's four (driving_school, e_government, e_learning, election): a lesson time kept as text and
// summed (SQLite reads its text as a number); names shown beside the key they are grouped by, grouped in full.
const lessonHours = (join, where) =>
  `SELECT sum(${sqliteNumber('T1."lesson_time"')}) FROM "Lessons" AS T1 JOIN ${join} WHERE ${where}`;
const coursesOfAuthors = '"Course_Authors_and_Tutors" AS T1 JOIN "Courses" AS T2 ON T1."author_id" = T2."author_id"';
const coursesOfSubjects = '"Courses" AS T1 JOIN "Subjects" AS T2 ON T1."subject_id" = T2."subject_id"';
const enrolmentsOfStudents =
  '"Student_Course_Enrolment" AS T1 JOIN "Students" AS T2 ON T1."student_id" = T2."student_id"';
const electionsOfParties = '"election" AS T1 JOIN "party" AS T2 ON T1."Party" = T2."Party_ID"';

// The seventeenth session's four and two spares (election_representative, entertainment_awards, entrepreneur,
// epinions_1, farm, film_rank): a festival's, an item's, a user's or a city's name shown beside the key it is grouped by, grouped in full.
const nominationsOfFestivals =
  '"nomination" AS T1 JOIN "artwork" AS T2 ON T1."Artwork_ID" = T2."Artwork_ID" JOIN "festival_detail" AS T3 ON T1."Festival_ID" = T3."Festival_ID"';
const reviewsOfItems = '"item" AS T1 JOIN "review" AS T2 ON T1."i_id" = T2."i_id"';
const reviewsOfUsers = '"useracct" AS T1 JOIN "review" AS T2 ON T1."u_id" = T2."u_id"';
const itemsGrouped = 'T1."i_id", T1."title"';
const usersGrouped = 'T2."u_id", T1."name"';
const competitionsOfCities = '"city" AS T1 JOIN "farm_competition" AS T2 ON T1."City_ID" = T2."Host_city_ID"';
const citiesGrouped = 'T2."Host_city_ID", T1."Official_Name", T1."Status"';

// flight_1, taken later the same session: an aircraft's name shown beside the key its flights or certificates are
// grouped by, grouped in full.
const flightsOfAircraft = '"flight" AS T1 JOIN "aircraft" AS T2 ON T1."aid" = T2."aid"';
const certificatesOfAircraft = '"certificate" AS T1 JOIN "aircraft" AS T2 ON T2."aid" = T1."aid"';
const aircraftGrouped = 'T1."aid", T2."name"';

// The eighteenth session's four (flight_company, game_1, game_injury, gymnast): a student's names or a game's name
// shown beside the key the sports or the plays are grouped by, grouped in full.
const sportsOfStudents = '"SportsInfo" AS T1 JOIN "Student" AS T2 ON T1."StuID" = T2."StuID"';
const playsOfGames = '"Plays_Games" AS T1 JOIN "Video_Games" AS T2 ON T1."GameID" = T2."GameID"';
const gamesGrouped = 'T1."GameID", T2."GName"';

// hospital_1, the first spare: booleans kept by SQLite as 0/1 are PostgreSQL booleans here, compared with TRUE or
// FALSE where the gold compares them with 1 or 0; a patient's or a medication's columns shown beside the key the
// appointments or the prescriptions are grouped by, grouped in full.
const primaryAffiliation = 'T2."PrimaryAffiliation" = TRUE';

// The nineteenth session's four (hr_1, icfp_1, inn_1, journal_committee). hr_1's gold compares numbers with "null"
// (SQLite reads it as the text 'null' where no column has that name): a number never equals a text, and differs from
// it whenever it has a value, which the number written as text says the same way in PostgreSQL.
const notNullText = (column) => `"${column}"::text`;
const hrEmployees = (where) => `SELECT * FROM "employees" WHERE ${where}`;
// A difference of dates kept as text: SQLite reads each as the number it begins with (its year).
const leadingNumber = (column) => `substring("${column}" from '^[0-9]+')::int`;
// inn_1 groups reservations by their room and shows the room's name: grouping by the room's key, equal to the
// reservation's room by the join, makes the same groups.
const roomsJoin = '"Reservations" AS T1 JOIN "Rooms" AS T2 ON T1."Room" = T2."RoomId"';

// movie_1's ratings joined to their movies; music_1's artists joined to their songs.
const ratedMovies = '"Rating" AS T1 JOIN "Movie" AS T2 ON T1."mID" = T2."mID"';
const artistSongs = '"artist" AS T1 JOIN "song" AS T2 ON T1."artist_name" = T2."artist_name"';

export const TRANSLATED_TRAIN = {
  1: `SELECT "name", "born_state", "age" FROM "head" ORDER BY "age"`,
  2: `SELECT "Creation", "Name", "Budget_in_Billions" FROM "department"`,
  5: `SELECT "name" FROM "head" WHERE "born_state" != 'California'`,
  6: `SELECT DISTINCT T1."Creation" FROM ${deptJoin} JOIN "head" AS T3 ON T2."head_ID" = T3."head_ID" WHERE T3."born_state" = 'Alabama'`,
  9: `SELECT T1."Name", T1."Num_Employees" FROM ${deptJoin} WHERE T2."temporary_acting" = 'Yes'`,
  11: `SELECT count(*) FROM "department" WHERE "Department_ID" NOT IN (SELECT "department_ID" FROM "management")`,
  13: `${bornStateOf('Treasury')} INTERSECT ${bornStateOf('Homeland Security')}`,
  14: `SELECT T1."Department_ID", T1."Name", count(*) FROM "management" AS T2 JOIN "department" AS T1 ON T1."Department_ID" = T2."department_ID" GROUP BY T1."Department_ID" HAVING count(*) > 1`,
  15: `SELECT "head_ID", "name" FROM "head" WHERE "name" ILIKE '%Ha%'`,
  81: registrationsPerCourse,
  82: registrationsPerCourse,
  87: attendanceOf301,
  88: attendanceOf301,
  89: latestAttendanceOf301,
  90: latestAttendanceOf301,
  331: shortOrWide,
  332: shortOrWide,
  333: attributesOfValue0,
  334: attributesOfValue0,
  903: servicesOverTwo,
  904: servicesOverTwo,
  681: customersBy(
    'Accounts',
    'T2."customer_first_name", T2."customer_last_name", T1."customer_id"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  682: customersBy(
    'Accounts',
    'T2."customer_first_name", T2."customer_last_name", T1."customer_id"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  715: customersBy(
    'Customers_Cards',
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'HAVING count(*) >= 2',
  ),
  716: customersBy(
    'Customers_Cards',
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'HAVING count(*) >= 2',
  ),
  717: customersBy(
    'Customers_Cards',
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  718: customersBy(
    'Customers_Cards',
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  1212: roomCounts(`SELECT avg("room_count") FROM "Apartments" WHERE "apt_type_code" = 'Studio'`),
  1213: roomCounts(`SELECT avg("room_count") FROM "Apartments" WHERE "apt_type_code" = 'Studio'`),
  1230: roomCounts(
    `SELECT avg("room_count") FROM "Apartment_Bookings" AS T1 JOIN "Apartments" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T1."booking_status_code" = 'Provisional'`,
  ),
  1231: roomCounts(
    `SELECT avg("room_count") FROM "Apartment_Bookings" AS T1 JOIN "Apartments" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T1."booking_status_code" = 'Provisional'`,
  ),
  1240: roomCounts(
    `SELECT sum(T2."room_count") FROM "Apartment_Facilities" AS T1 JOIN "Apartments" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T1."facility_code" = 'Gym'`,
  ),
  1241: roomCounts(
    `SELECT sum(T2."room_count") FROM "Apartment_Facilities" AS T1 JOIN "Apartments" AS T2 ON T1."apt_id" = T2."apt_id" WHERE T1."facility_code" = 'Gym'`,
  ),
  1242: roomCounts(
    `SELECT sum(T2."room_count") FROM "Apartment_Buildings" AS T1 JOIN "Apartments" AS T2 ON T1."building_id" = T2."building_id" WHERE T1."building_short_name" = 'Columbus Square'`,
  ),
  1243: roomCounts(
    `SELECT sum(T2."room_count") FROM "Apartment_Buildings" AS T1 JOIN "Apartments" AS T2 ON T1."building_id" = T2."building_id" WHERE T1."building_short_name" = 'Columbus Square'`,
  ),
  1256: roomCounts(
    `SELECT "apt_type_code" FROM "Apartments" GROUP BY "apt_type_code" ORDER BY avg("room_count") DESC LIMIT 3`,
  ),
  1257: roomCounts(
    `SELECT "apt_type_code" FROM "Apartments" GROUP BY "apt_type_code" ORDER BY avg("room_count") DESC LIMIT 3`,
  ),
  1272: unitsBothAvailableAndNot,
  1273: unitsBothAvailableAndNot,
  1967: productsAvailable,
  1567: customersByAccounts(
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  1568: customersByAccounts(
    'T1."customer_id", T2."customer_first_name", T2."customer_last_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  1569: customersByAccounts('T1."customer_id", T2."customer_first_name", T2."customer_last_name", count(*)', ''),
  1570: customersByAccounts('T1."customer_id", T2."customer_first_name", T2."customer_last_name", count(*)', ''),
  1571: customersByAccounts('T2."customer_first_name", T1."customer_id"', 'HAVING count(*) >= 2'),
  1572: customersByAccounts('T2."customer_first_name", T1."customer_id"', 'HAVING count(*) >= 2'),
  1589: accountsByTransactions('T2."account_name", T1."account_id", count(*)', ''),
  1590: accountsByTransactions('T2."account_name", T1."account_id", count(*)', ''),
  1593: accountsByTransactions('T1."account_id", T2."account_name"', ' HAVING count(*) >= 4'),
  1594: accountsByTransactions('T1."account_id", T2."account_name"', ' HAVING count(*) >= 4'),
  1601: invoiceWithMostTransactions,
  1602: invoiceWithMostTransactions,
  1611: customerWithMostOrdersPlaced,
  1612: customerWithMostOrdersPlaced,
  1615: quantityPerProduct,
  1616: quantityPerProduct,
  1625: quantityPerOrder,
  1626: quantityPerOrder,
  3064: customersWithLoansOver5000,
  3065: customersWithLoansOver5000,
  4563: buildingsByOffices('HAVING COUNT(*) > 1'),
  4564: buildingsByOffices('HAVING COUNT(*) > 1'),
  4565: buildingsByOffices('ORDER BY COUNT(*) DESC LIMIT 1'),
  4566: buildingsByOffices('ORDER BY COUNT(*) DESC LIMIT 1'),
  4723: customerWithMostOrders,
  4724: customerWithMostOrders,
  4733: pendingCustomers,
  4734: pendingCustomers,
  4749: shortestAssignment,
  4750: shortestAssignment,
  4759: staffAssignedIn2016,
  4760: staffAssignedIn2016,
  4761: staffWithSeveralAssignments,
  4762: staffWithSeveralAssignments,
  4767: productsOrderedOrSupplied,
  4768: productsOrderedOrSupplied,
  4771: suppliersByAverageAmount,
  4772: suppliersByAverageAmount,
  4773: averagesOfBusiestSupplier,
  4774: averagesOfBusiestSupplier,
  4900: districtsByArea,
  4901: districtsByArea,
  4912: populationOfLargestDistricts,
  4913: populationOfLargestDistricts,
  4928: productsOfMiramichi,
  4929: productsOfMiramichi,
  5308: topRevenuePerHeadquarter,
  5309: topRevenuePerHeadquarter,
  5348: dearestProductPerMaker,
  5349: dearestProductPerMaker,
  5350: cheapestPerName,
  5351: cheapestPerName,
  5400: branchesOverAverageMembership,
  5401: branchesOverAverageMembership,
  5406: citiesWithMembershipFrom100,
  5407: citiesWithMembershipFrom100,
  5410: membershipRangeOf2011OrLondon,
  5411: membershipRangeOf2011OrLondon,
  5412: branchesBefore2010PerCity,
  5413: branchesBefore2010PerCity,
  5422: membersPerBranchAfter2015,
  5423: membersPerBranchAfter2015,
  5428: branchMostRegisteredIn2016,
  5429: branchMostRegisteredIn2016,
  5430: membersRegisteredIn2016,
  5431: membersRegisteredIn2016,
  5432: citiesOpenedIn2001Over100,
  5433: citiesOpenedIn2001Over100,
  5434: citiesWithoutBranchOver100,
  5435: citiesWithoutBranchOver100,
  5436: londonPurchasesIn2018,
  5437: londonPurchasesIn2018,
  5810: staffWithFewestComplaints,
  5811: staffWithFewestComplaints,
  6913: orderOfTracking3452,
  6914: orderOfTracking3452,
  6917: ordersPerProduct('count(*), T3."product_id"'),
  6918: ordersPerProduct('count(*), T3."product_id"'),
  6919: ordersPerProduct('T3."product_name", count(*)'),
  6920: ordersPerProduct('T3."product_name", count(*)'),
  6927: ordersByDate,
  6928: ordersByDate,
  6941: customersOfFood(`T4."product_name" = 'food'`),
  6942: customersOfFood(`T4."product_name" = 'food'`),
  6943: customersOfFood(`T3."order_item_status" = 'Cancel' AND T4."product_name" = 'food'`),
  6944: customersOfFood(`T3."order_item_status" = 'Cancel' AND T4."product_name" = 'food'`),
  800: quantities(`SELECT avg("Num_of_staff") , avg("Score") FROM "shop"`),
  2836: sandwichRestaurants,
  2843: mostOrderedRegularProduct,
  6059: quantities(`SELECT avg("order_quantity") FROM "Order_Items"`),
  6060: quantities(`SELECT avg("order_quantity") FROM "Order_Items"`),
  6089: cityOfZip255,
  6090: cityOfZip255,
  6109: customerWithMostQuantity,
  6110: customerWithMostQuantity,
  6111: paymentOfLeastQuantity,
  6112: paymentOfLeastQuantity,
  6115: quantityOfRodrick,
  6116: quantityOfRodrick,
  6123: quantityCancelled,
  6124: quantityCancelled,
  6125: quantityBefore17March,
  6126: quantityBefore17March,
  6129: mostOrderedProductDetails,
  6130: mostOrderedProductDetails,
  6131: leastQuantityProduct,
  6132: leastQuantityProduct,
  1527: mostCommonStage,
  1528: mostCommonStage,
  1896: `SELECT T2."School_name" FROM "endowment" AS T1 JOIN "School" AS T2 ON T1."School_id" = T2."School_id" GROUP BY T1."School_id", T2."School_name" HAVING sum(T1."amount") <= 10`,
  1907: `SELECT T2."School_name" FROM "endowment" AS T1 JOIN "School" AS T2 ON T1."School_id" = T2."School_id" WHERE T1."amount" > 8.5 GROUP BY T1."School_id", T2."School_name" HAVING count(*) > 1`,
  1908: schoolsWithTwoEndowmentsOver8_5,
  2023: stationsPerCompany,
  2024: stationsPerCompany,
  4362: `SELECT T1."role_description" , T2."staff_id" FROM "Staff_Roles" AS T1 JOIN "Project_Staff" AS T2 ON T1."role_code" = T2."role_code" JOIN "Project_Outcomes" AS T3 ON T2."project_id" = T3."project_id" GROUP BY T2."staff_id", T1."role_description" ORDER BY count(*) DESC LIMIT 1`,
  4363: `SELECT T1."role_description" , T2."staff_id" FROM "Staff_Roles" AS T1 JOIN "Project_Staff" AS T2 ON T1."role_code" = T2."role_code" JOIN "Project_Outcomes" AS T3 ON T2."project_id" = T3."project_id" GROUP BY T2."staff_id", T1."role_description" ORDER BY count(*) DESC LIMIT 1`,
  5661: `SELECT T1."product_name" , sum(${sqliteNumber('T2."order_quantity"')}) FROM "Products" AS T1 JOIN "Order_Items" AS T2 ON T1."product_id" = T2."product_id" GROUP BY T1."product_id"`,
  5666: `SELECT T1."customer_name" , T1."customer_phone" FROM "Customers" AS T1 JOIN "Customer_Orders" AS T2 ON T1."customer_id" = T2."customer_id" JOIN "Order_Items" AS T3 ON T3."order_id" = T2."order_id" GROUP BY T1."customer_id" ORDER BY sum(${sqliteNumber('T3."order_quantity"')}) DESC LIMIT 1`,
  5849: `SELECT sum(${sqliteNumber('"share_count"')}) FROM "Transactions"`,
  5854: `SELECT min("amount_of_transaction") FROM "Transactions" WHERE "transaction_type_code" = 'PUR' AND "share_count" > '50'`,
  5856: `SELECT "date_of_transaction" FROM "Transactions" WHERE "share_count" > '100' OR "amount_of_transaction" > 1000`,
  5857: `SELECT T1."transaction_type_description" , T2."date_of_transaction" FROM "Ref_Transaction_Types" AS T1 JOIN "Transactions" AS T2 ON T1."transaction_type_code" = T2."transaction_type_code" WHERE T2."share_count" < '10'`,
  5858: `SELECT T1."Investor_details" FROM "Investors" AS T1 JOIN "Transactions" AS T2 ON T1."investor_id" = T2."investor_id" WHERE T2."share_count" > '100'`,
  5864: `SELECT T1."lot_details" FROM "Lots" AS T1 JOIN "Transactions_Lots" AS T2 ON T1."lot_id" = T2."transaction_id" JOIN "Transactions" AS T3 ON T2."transaction_id" = T3."transaction_id" WHERE T3."share_count" < '50'`,
  5865: `SELECT T1."lot_details" FROM "Lots" AS T1 JOIN "Transactions_Lots" AS T2 ON T1."lot_id" = T2."transaction_id" JOIN "Transactions" AS T3 ON T2."transaction_id" = T3."transaction_id" WHERE T3."share_count" > '100' AND T3."transaction_type_code" = 'PUR'`,
  5868: `SELECT "investor_id" , avg(${sqliteNumber('"share_count"')}) FROM "Transactions" GROUP BY "investor_id"`,
  5869: `SELECT "investor_id" , avg(${sqliteNumber('"share_count"')}) FROM "Transactions" GROUP BY "investor_id" ORDER BY avg(${sqliteNumber('"share_count"')})`,
  5878: `SELECT T2."investor_id" , T1."Investor_details" FROM "Investors" AS T1 JOIN "Transactions" AS T2 ON T1."investor_id" = T2."investor_id" GROUP BY T2."investor_id", T1."Investor_details" ORDER BY COUNT(*) DESC LIMIT 1`,
  5879: `SELECT T2."investor_id" , T1."Investor_details" FROM "Investors" AS T1 JOIN "Transactions" AS T2 ON T1."investor_id" = T2."investor_id" GROUP BY T2."investor_id", T1."Investor_details" ORDER BY COUNT(*) DESC LIMIT 3`,
  5881: `SELECT T2."investor_id" , T1."Investor_details" FROM "Investors" AS T1 JOIN "Transactions" AS T2 ON T1."investor_id" = T2."investor_id" WHERE T2."transaction_type_code" = 'SALE' GROUP BY T2."investor_id", T1."Investor_details" HAVING COUNT(*) >= 2`,
  5882: `SELECT "date_of_transaction" FROM "Transactions" WHERE "share_count" >= '100' OR "amount_of_transaction" >= 100`,
  4823: `SELECT T1."Aircraft" ${winsByAircraft} ORDER BY COUNT(*) DESC LIMIT 1`,
  4824: `SELECT T1."Aircraft" ${winsByAircraft} ORDER BY COUNT(*) DESC LIMIT 1`,
  4825: `SELECT T1."Aircraft" , COUNT(*) ${winsByAircraft}`,
  4826: `SELECT T1."Aircraft" , COUNT(*) ${winsByAircraft}`,
  4829: `SELECT T1."Aircraft" ${winsByAircraft} HAVING COUNT(*) >= 2`,
  4830: `SELECT T1."Aircraft" ${winsByAircraft} HAVING COUNT(*) >= 2`,
  4837: youngWinner,
  4838: youngWinner,
  // max() beside a bare column with no grouping: SQLite shows the bare column of the row holding the maximum.
  6947: `SELECT T1."length_meters" , T2."name" FROM "bridge" AS T1 JOIN "architect" AS T2 ON T1."architect_id" = T2."id" ORDER BY T1."length_meters" DESC LIMIT 1`,
  3104: groupedWithShown(
    'T1."student_id" , T2."first_name"',
    notesJoin('Students', 'student_id'),
    'T1."student_id", T2."first_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3105: groupedWithShown(
    'T1."teacher_id" , T2."first_name"',
    notesJoin('Teachers', 'teacher_id'),
    'T1."teacher_id", T2."first_name"',
    'ORDER BY count(*) DESC LIMIT 3',
  ),
  3106: groupedWithShown(
    'T1."student_id" , T2."last_name"',
    '"Behavior_Incident" AS T1 JOIN "Students" AS T2 ON T1."student_id" = T2."student_id"',
    'T1."student_id", T2."last_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3107: groupedWithShown(
    'T1."teacher_id" , T2."last_name"',
    `"Detention" AS T1 JOIN "Teachers" AS T2 ON T1."teacher_id" = T2."teacher_id" WHERE T1."detention_type_code" = 'AFTER'`,
    'T1."teacher_id", T2."last_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3108: groupedWithShown(
    'T1."student_id" , T2."first_name"',
    '"Student_Addresses" AS T1 JOIN "Students" AS T2 ON T1."student_id" = T2."student_id"',
    'T1."student_id", T2."first_name"',
    'ORDER BY AVG("monthly_rental") DESC LIMIT 1',
  ),
  3109: groupedWithShown(
    'T2."address_id" , T1."city"',
    '"Addresses" AS T1 JOIN "Student_Addresses" AS T2 ON T1."address_id" = T2."address_id"',
    'T2."address_id", T1."city"',
    'ORDER BY AVG("monthly_rental") DESC LIMIT 1',
  ),
  3110: groupedWithShown(
    'T1."incident_type_code" , T2."incident_type_description"',
    '"Behavior_Incident" AS T1 JOIN "Ref_Incident_Type" AS T2 ON T1."incident_type_code" = T2."incident_type_code"',
    'T1."incident_type_code", T2."incident_type_description"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3111: groupedWithShown(
    'T1."detention_type_code" , T2."detention_type_description"',
    '"Detention" AS T1 JOIN "Ref_Detention_Type" AS T2 ON T1."detention_type_code" = T2."detention_type_code"',
    'T1."detention_type_code", T2."detention_type_description"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  3120: groupedWithShown(
    'T1."line_1" , avg(T2."monthly_rental")',
    '"Addresses" AS T1 JOIN "Student_Addresses" AS T2 ON T1."address_id" = T2."address_id"',
    'T2."address_id", T1."line_1"',
    '',
  ),
  // candidate_poll and cinema. SQLite shows, beside min(), the bare column of the row holding the minimum: DISTINCT ON
  // that row, ordered by the rate, is PostgreSQL's way to say it. Shown names join the grouping (as above).
  2416: `SELECT DISTINCT ON (t1."Sex") t1."Name" , t1."Sex" , t2."Oppose_rate" FROM "people" AS t1 JOIN "candidate" AS t2 ON t1."People_ID" = t2."People_ID" ORDER BY t1."Sex", t2."Oppose_rate"`,
  2417: `SELECT DISTINCT ON (t1."Sex") t1."Name" , t1."Sex" , t2."Oppose_rate" FROM "people" AS t1 JOIN "candidate" AS t2 ON t1."People_ID" = t2."People_ID" ORDER BY t1."Sex", t2."Oppose_rate"`,
  1950: groupedWithShown(
    'T2."Name" , sum(T1."Show_times_per_day")',
    '"schedule" AS T1 JOIN "cinema" AS T2 ON T1."Cinema_ID" = T2."Cinema_ID"',
    'T1."Cinema_ID", T2."Name"',
    '',
  ),
  1951: groupedWithShown(
    'T2."Title" , max(T1."Price")',
    '"schedule" AS T1 JOIN "film" AS T2 ON T1."Film_ID" = T2."Film_ID"',
    'T1."Film_ID", T2."Title"',
    '',
  ),
  1952: groupedWithShown(
    'T2."Title" , max(T1."Price")',
    '"schedule" AS T1 JOIN "film" AS T2 ON T1."Film_ID" = T2."Film_ID"',
    'T1."Film_ID", T2."Title"',
    '',
  ),
  // city_record, climbing and college_1. Shown names and figures of the grouped key's own table join the grouping (as
  // above). DISTINCT beside an ORDER BY on a column not shown: SQLite orders each distinct value by one of its rows;
  // the ranges here are ordered by their highest prominence, which gives the same three. A text code compared with a
  // number is compared as text, as SQLite does.
  6274: groupedWithShown(
    'T1."City"',
    '"city" AS T1 JOIN "hosting_city" AS T2 ON T1."City_ID" = T2."Host_City"',
    'T2."Host_City", T1."City"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  6275: groupedWithShown(
    'T1."City"',
    '"city" AS T1 JOIN "hosting_city" AS T2 ON T1."City_ID" = T2."Host_City"',
    'T2."Host_City", T1."City"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  6306: groupedWithShown(
    't1."GDP" , t1."Regional_Population"',
    '"city" AS T1 JOIN "hosting_city" AS T2 ON T1."City_ID" = T2."Host_City"',
    't2."Host_City", t1."GDP", t1."Regional_Population"',
    'HAVING count(*) > 1',
  ),
  6307: groupedWithShown(
    't1."GDP" , t1."Regional_Population"',
    '"city" AS T1 JOIN "hosting_city" AS T2 ON T1."City_ID" = T2."Host_City"',
    't2."Host_City", t1."GDP", t1."Regional_Population"',
    'HAVING count(*) > 1',
  ),
  1126: 'SELECT "Range" FROM "mountain" GROUP BY "Range" ORDER BY max("Prominence") DESC LIMIT 3',
  1127: 'SELECT "Range" FROM "mountain" GROUP BY "Range" ORDER BY max("Prominence") DESC LIMIT 3',
  3223: groupedWithShown(
    'T2."DEPT_NAME" , avg(T1."STU_GPA")',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY avg(T1."STU_GPA") DESC LIMIT 1',
  ),
  3224: groupedWithShown(
    'T2."DEPT_NAME" , avg(T1."STU_GPA")',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY avg(T1."STU_GPA") DESC LIMIT 1',
  ),
  3239: groupedWithShown(
    'T3."DEPT_NAME"',
    '"COURSE" AS T1 JOIN "CLASS" AS T2 ON T1."CRS_CODE" = T2."CRS_CODE" JOIN "DEPARTMENT" AS T3 ON T1."DEPT_CODE" = T3."DEPT_CODE"',
    'T1."DEPT_CODE", T3."DEPT_NAME"',
    'ORDER BY sum(T1."CRS_CREDIT") DESC LIMIT 1',
  ),
  3240: groupedWithShown(
    'T3."DEPT_NAME"',
    '"COURSE" AS T1 JOIN "CLASS" AS T2 ON T1."CRS_CODE" = T2."CRS_CODE" JOIN "DEPARTMENT" AS T3 ON T1."DEPT_CODE" = T3."DEPT_CODE"',
    'T1."DEPT_CODE", T3."DEPT_NAME"',
    'ORDER BY sum(T1."CRS_CREDIT") DESC LIMIT 1',
  ),
  3253: groupedWithShown(
    'T4."DEPT_NAME"',
    '"CLASS" AS T1 JOIN "ENROLL" AS T2 ON T1."CLASS_CODE" = T2."CLASS_CODE" JOIN "COURSE" AS T3 ON T1."CRS_CODE" = T3."CRS_CODE" JOIN "DEPARTMENT" AS T4 ON T3."DEPT_CODE" = T4."DEPT_CODE"',
    'T3."DEPT_CODE", T4."DEPT_NAME"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3254: groupedWithShown(
    'T4."DEPT_NAME"',
    '"CLASS" AS T1 JOIN "ENROLL" AS T2 ON T1."CLASS_CODE" = T2."CLASS_CODE" JOIN "COURSE" AS T3 ON T1."CRS_CODE" = T3."CRS_CODE" JOIN "DEPARTMENT" AS T4 ON T3."DEPT_CODE" = T4."DEPT_CODE"',
    'T3."DEPT_CODE", T4."DEPT_NAME"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3269: groupedWithShown(
    'T2."DEPT_NAME"',
    '"PROFESSOR" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY count(*) LIMIT 1',
  ),
  3270: groupedWithShown(
    'T2."DEPT_NAME"',
    '"PROFESSOR" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY count(*) LIMIT 1',
  ),
  3271: groupedWithShown(
    'T2."DEPT_NAME" , T1."DEPT_CODE"',
    '"PROFESSOR" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE" WHERE T1."PROF_HIGH_DEGREE" = \'Ph.D.\'',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3272: groupedWithShown(
    'T2."DEPT_NAME" , T1."DEPT_CODE"',
    '"PROFESSOR" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE" WHERE T1."PROF_HIGH_DEGREE" = \'Ph.D.\'',
    'T1."DEPT_CODE", T2."DEPT_NAME"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3303: groupedWithShown(
    'T2."DEPT_NAME" , T2."DEPT_ADDRESS"',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME", T2."DEPT_ADDRESS"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3304: groupedWithShown(
    'T2."DEPT_NAME" , T2."DEPT_ADDRESS"',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME", T2."DEPT_ADDRESS"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  3305: groupedWithShown(
    'T2."DEPT_NAME" , T2."DEPT_ADDRESS" , count(*)',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME", T2."DEPT_ADDRESS"',
    'ORDER BY count(*) DESC LIMIT 3',
  ),
  3306: groupedWithShown(
    'T2."DEPT_NAME" , T2."DEPT_ADDRESS" , count(*)',
    '"STUDENT" AS T1 JOIN "DEPARTMENT" AS T2 ON T1."DEPT_CODE" = T2."DEPT_CODE"',
    'T1."DEPT_CODE", T2."DEPT_NAME", T2."DEPT_ADDRESS"',
    'ORDER BY count(*) DESC LIMIT 3',
  ),
  3325: `SELECT T1."STU_LNAME" FROM "STUDENT" AS T1 JOIN "ENROLL" AS T2 ON T1."STU_NUM" = T2."STU_NUM" WHERE T2."ENROLL_GRADE" = 'A' AND T2."CLASS_CODE" = '10018'`,
  3326: `SELECT T1."STU_LNAME" FROM "STUDENT" AS T1 JOIN "ENROLL" AS T2 ON T1."STU_NUM" = T2."STU_NUM" WHERE T2."ENROLL_GRADE" = 'A' AND T2."CLASS_CODE" = '10018'`,
  3329: groupedWithShown(
    'T2."EMP_FNAME"',
    '"CLASS" AS T1 JOIN "EMPLOYEE" AS T2 ON T1."PROF_NUM" = T2."EMP_NUM"',
    'T1."PROF_NUM", T2."EMP_FNAME"',
    'HAVING count(*) > 1',
  ),
  3330: groupedWithShown(
    'T2."EMP_FNAME"',
    '"CLASS" AS T1 JOIN "EMPLOYEE" AS T2 ON T1."PROF_NUM" = T2."EMP_NUM"',
    'T1."PROF_NUM", T2."EMP_FNAME"',
    'HAVING count(*) > 1',
  ),
  3331: groupedWithShown(
    'T1."STU_FNAME"',
    '"STUDENT" AS T1 JOIN "ENROLL" AS T2 ON T1."STU_NUM" = T2."STU_NUM"',
    'T2."STU_NUM", T1."STU_FNAME"',
    'HAVING count(*) = 1',
  ),
  3332: groupedWithShown(
    'T1."STU_FNAME"',
    '"STUDENT" AS T1 JOIN "ENROLL" AS T2 ON T1."STU_NUM" = T2."STU_NUM"',
    'T2."STU_NUM", T1."STU_FNAME"',
    'HAVING count(*) = 1',
  ),
  1342: groupedWithShown(
    'T1."title"',
    '"course" AS T1 JOIN "prereq" AS T2 ON T1."course_id" = T2."course_id"',
    'T2."course_id", T1."title"',
    'HAVING count(*) = 2',
  ),
  1343: groupedWithShown(
    'T1."title"',
    '"course" AS T1 JOIN "prereq" AS T2 ON T1."course_id" = T2."course_id"',
    'T2."course_id", T1."title"',
    'HAVING count(*) = 2',
  ),
  1344: groupedWithShown(
    'T1."title", T1."credits", T1."dept_name"',
    '"course" AS T1 JOIN "prereq" AS T2 ON T1."course_id" = T2."course_id"',
    'T2."course_id", T1."title", T1."credits", T1."dept_name"',
    'HAVING count(*) > 1',
  ),
  1345: groupedWithShown(
    'T1."title", T1."credits", T1."dept_name"',
    '"course" AS T1 JOIN "prereq" AS T2 ON T1."course_id" = T2."course_id"',
    'T2."course_id", T1."title", T1."credits", T1."dept_name"',
    'HAVING count(*) > 1',
  ),
  1388: groupedWithShown(
    'T1."name"',
    '"instructor" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."i_ID"',
    'T2."i_ID", T1."name"',
    'HAVING count(*) > 1',
  ),
  1389: groupedWithShown(
    'T1."name"',
    '"instructor" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."i_ID"',
    'T2."i_ID", T1."name"',
    'HAVING count(*) > 1',
  ),
  1390: groupedWithShown(
    'T1."name"',
    '"student" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."s_ID"',
    'T2."s_ID", T1."name"',
    'HAVING count(*) > 1',
  ),
  1391: groupedWithShown(
    'T1."name"',
    '"student" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."s_ID"',
    'T2."s_ID", T1."name"',
    'HAVING count(*) > 1',
  ),
  // "the average salary and number of instructors of the department with the highest budget": the gold SQL has no
  // GROUP BY, so SQLite aggregates every instructor into one row and its ORDER BY … LIMIT 1 orders that one row.
  // The same result without the ordering PostgreSQL refuses.
  1448: `SELECT avg(T1."salary"), count(*) FROM "instructor" AS T1 JOIN "department" AS T2 ON T1."dept_name" = T2."dept_name"`,
  1449: `SELECT avg(T1."salary"), count(*) FROM "instructor" AS T1 JOIN "department" AS T2 ON T1."dept_name" = T2."dept_name"`,
  // college_3: a room number and hours kept as text, compared with a number in the gold SQL.
  4645: `SELECT "DPhone" FROM "Department" WHERE "Room" = '268'`,
  4646: `SELECT "DPhone" FROM "Department" WHERE "Room" = '268'`,
  4671: groupedWithShown(
    'T1."DName"',
    '"Department" AS T1 JOIN "Minor_in" AS T2 ON T1."DNO" = T2."DNO"',
    'T2."DNO", T1."DName"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  4672: groupedWithShown(
    'T1."DName"',
    '"Department" AS T1 JOIN "Minor_in" AS T2 ON T1."DNO" = T2."DNO"',
    'T2."DNO", T1."DName"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  4675: groupedWithShown(
    'T1."DName"',
    '"Department" AS T1 JOIN "Member_of" AS T2 ON T1."DNO" = T2."DNO"',
    'T2."DNO", T1."DName"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  4676: groupedWithShown(
    'T1."DName"',
    '"Department" AS T1 JOIN "Member_of" AS T2 ON T1."DNO" = T2."DNO"',
    'T2."DNO", T1."DName"',
    'ORDER BY count(*) ASC LIMIT 1',
  ),
  4679: groupedWithShown(
    'T2."Fname", T2."Lname"',
    '"Course" AS T1 JOIN "Faculty" AS T2 ON T1."Instructor" = T2."FacID"',
    'T1."Instructor", T2."Fname", T2."Lname"',
    'ORDER BY count(*) DESC LIMIT 3',
  ),
  4680: groupedWithShown(
    'T2."Fname", T2."Lname"',
    '"Course" AS T1 JOIN "Faculty" AS T2 ON T1."Instructor" = T2."FacID"',
    'T1."Instructor", T2."Fname", T2."Lname"',
    'ORDER BY count(*) DESC LIMIT 3',
  ),
  4681: groupedWithShown(
    'T2."Building"',
    '"Course" AS T1 JOIN "Faculty" AS T2 ON T1."Instructor" = T2."FacID"',
    'T1."Instructor", T2."Building"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  4682: groupedWithShown(
    'T2."Building"',
    '"Course" AS T1 JOIN "Faculty" AS T2 ON T1."Instructor" = T2."FacID"',
    'T1."Instructor", T2."Building"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  4683: groupedWithShown(
    'T1."CName"',
    '"Course" AS T1 JOIN "Enrolled_in" AS T2 ON T1."CID" = T2."CID"',
    'T2."CID", T1."CName"',
    'HAVING COUNT(*) >= 5',
  ),
  4684: groupedWithShown(
    'T1."CName"',
    '"Course" AS T1 JOIN "Enrolled_in" AS T2 ON T1."CID" = T2."CID"',
    'T2."CID", T1."CName"',
    'HAVING COUNT(*) >= 5',
  ),
  // SQLite reads 'A JOIN B JOIN C ON x AND y' as one join condition over all three; PostgreSQL wants each join's own.
  4689: `SELECT T3."Fname", T3."LName", T2."gradepoint" FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID"`,
  4690: `SELECT T3."Fname", T3."LName", T2."gradepoint" FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID"`,
  4691: `SELECT DISTINCT T3."Fname" FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T2."gradepoint" >= 3.8`,
  4692: `SELECT DISTINCT T3."Fname" FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T2."gradepoint" >= 3.8`,
  // The gold SQL joins on T3 before naming it; the same joins in an order PostgreSQL reads.
  4697: `SELECT T2."Lname" FROM "Department" AS T1 JOIN "Member_of" AS T3 ON T1."DNO" = T3."DNO" JOIN "Faculty" AS T2 ON T2."FacID" = T3."FacID" WHERE T1."DName" = 'Computer Science'`,
  4698: `SELECT T2."Lname" FROM "Department" AS T1 JOIN "Member_of" AS T3 ON T1."DNO" = T3."DNO" JOIN "Faculty" AS T2 ON T2."FacID" = T3."FacID" WHERE T1."DName" = 'Computer Science'`,
  4699: `SELECT avg(T2."gradepoint") FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T3."LName" = 'Smith'`,
  4700: `SELECT avg(T2."gradepoint") FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T3."LName" = 'Smith'`,
  4701: `SELECT max(T2."gradepoint"), min(T2."gradepoint") FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T3."city_code" = 'NYC'`,
  4702: `SELECT max(T2."gradepoint"), min(T2."gradepoint") FROM "Enrolled_in" AS T1 JOIN "Gradeconversion" AS T2 ON T1."Grade" = T2."lettergrade" JOIN "Student" AS T3 ON T1."StuID" = T3."StuID" WHERE T3."city_code" = 'NYC'`,
  4703: `SELECT "CName" FROM "Course" WHERE "Credits" = 3 UNION SELECT "CName" FROM "Course" WHERE "Credits" = 1 AND "Hours" = '4'`,
  4704: `SELECT "CName" FROM "Course" WHERE "Credits" = 3 UNION SELECT "CName" FROM "Course" WHERE "Credits" = 1 AND "Hours" = '4'`,
  // cre_Doc_Control_Systems, cre_Doc_Tracking_DB, cre_Docs_and_Epenses: a joined table's description or name shown
  // beside the key it is grouped by (equal by the join), and a copy's one circulation shown with its employee.
  2109: groupedWithShown(
    'T1."role_description" , T2."role_code" , count(*)',
    '"Roles" AS T1 JOIN "Employees" AS T2 ON T1."role_code" = T2."role_code"',
    'T2."role_code", T1."role_code"',
    '',
  ),
  2110: groupedWithShown(
    '"Roles"."role_description" , count("Employees"."employee_id")',
    '"Roles" JOIN "Employees" ON "Employees"."role_code" = "Roles"."role_code"',
    '"Employees"."role_code", "Roles"."role_code"',
    'HAVING count("Employees"."employee_id") > 1',
  ),
  2129: groupedWithShown(
    '"Employees"."employee_name" , count(*)',
    '"Employees" JOIN "Circulation_History" ON "Circulation_History"."employee_id" = "Employees"."employee_id"',
    '"Circulation_History"."document_id" , "Circulation_History"."draft_number" , "Circulation_History"."copy_number", "Employees"."employee_id"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  ...Object.fromEntries(
    [4232, 4233].map((n) => [
      n,
      groupedWithShown(
        'T2."Location_Name" , T1."Location_Code"',
        '"Document_Locations" AS T1 JOIN "Ref_Locations" AS T2 ON T1."Location_Code" = T2."Location_Code"',
        'T1."Location_Code", T2."Location_Code"',
        'ORDER BY count(*) ASC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6397, 6398].map((n) => [
      n,
      groupedWithShown(
        'T1."Statement_ID" , T2."Statement_Details"',
        '"Accounts" AS T1 JOIN "Statements" AS T2 ON T1."Statement_ID" = T2."Statement_ID"',
        'T1."Statement_ID", T2."Statement_ID"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5102, 5103].map((n) => [
      n,
      `SELECT min("Order_Quantity") , avg(${sqliteNumber('"Order_Quantity"')}) , max("Order_Quantity") FROM "Invoices"`,
    ]),
  ),
  ...Object.fromEntries(
    [5128, 5129].map((n) => [
      n,
      groupedWithShown(
        'T1."Service_Type_Description" , T2."Service_Type_Code" , COUNT(*)',
        '"Ref_Service_Types" AS T1 JOIN "Services" AS T2 ON T1."Service_Type_Code" = T2."Service_Type_Code"',
        'T2."Service_Type_Code", T1."Service_Type_Code"',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5140, 5141].map((n) => [
      n,
      `SELECT sum(${sqliteNumber('T1."Order_Quantity"')}) FROM "Order_Items" AS T1 JOIN "Products" AS T2 ON T1."Product_ID" = T2."Product_ID" WHERE T2."Product_Name" = 'photo'`,
    ]),
  ),
  ...Object.fromEntries(
    [5144, 5145].map((n) => [
      n,
      `SELECT T1."Actual_Delivery_Date" FROM "Customer_Orders" AS T1 JOIN "Order_Items" AS T2 ON T1."Order_ID" = T2."Order_ID" WHERE T2."Order_Quantity" = '1'`,
    ]),
  ),
  ...Object.fromEntries(
    [5166, 5167].map((n) => [
      n,
      `SELECT avg(${sqliteNumber('"Order_Quantity"')}) FROM "Invoices" WHERE "payment_method_code" = 'MasterCard'`,
    ]),
  ),
  ...Object.fromEntries(
    [5897, 5898].map((n) => [
      n,
      `SELECT ${avgPriceRange} FROM "Hotels" WHERE "star_rating_code" = '5' AND "pets_allowed_yn" = '1'`,
    ]),
  ),
  ...Object.fromEntries(
    [5913, 5914].map((n) => [
      n,
      `SELECT T2."star_rating_description" FROM "Hotels" AS T1 JOIN "Ref_Hotel_Star_Ratings" AS T2 ON T1."star_rating_code" = T2."star_rating_code" WHERE ${sqliteNumber('T1."price_range"')} > 10000`,
    ]),
  ),
  ...Object.fromEntries(
    [5933, 5934].map((n) => [
      n,
      `SELECT T1."Name" , T3."Visit_Date" FROM ${visitsJoin} WHERE T2."Tourist_Details" = 'Vincent' OR T2."Tourist_Details" = 'Vivian'`,
    ]),
  ),
  ...Object.fromEntries(
    [5935, 5936].map((n) => [
      n,
      `SELECT "star_rating_code" , ${avgPriceRange} FROM "Hotels" GROUP BY "star_rating_code"`,
    ]),
  ),
  ...Object.fromEntries(
    [5937, 5938].map((n) => [
      n,
      `SELECT "pets_allowed_yn" , ${avgPriceRange} FROM "Hotels" GROUP BY "pets_allowed_yn"`,
    ]),
  ),
  ...Object.fromEntries(
    [5947, 5948].map((n) => [
      n,
      groupedWithShown(
        'T1."Attraction_Type_Description" , T2."Attraction_Type_Code"',
        '"Ref_Attraction_Types" AS T1 JOIN "Tourist_Attractions" AS T2 ON T1."Attraction_Type_Code" = T2."Attraction_Type_Code"',
        'T2."Attraction_Type_Code", T1."Attraction_Type_Code"',
        'ORDER BY COUNT(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5951, 5952].map((n) => [
      n,
      groupedWithShown(
        'T1."Name" , T2."Tourist_Attraction_ID" , COUNT(*)',
        visitsPerAttraction,
        'T2."Tourist_Attraction_ID", T1."Tourist_Attraction_ID"',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5953, 5954].map((n) => [
      n,
      groupedWithShown(
        'T1."Name" , T2."Tourist_Attraction_ID"',
        visitsPerAttraction,
        'T2."Tourist_Attraction_ID", T1."Tourist_Attraction_ID"',
        'HAVING count(*) >= 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5955, 5956].map((n) => [
      n,
      groupedWithShown(
        'T1."Name" , T1."Tourist_Attraction_ID"',
        visitsPerAttraction,
        'T2."Tourist_Attraction_ID", T1."Tourist_Attraction_ID"',
        'HAVING count(*) <= 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5963, 5964].map((n) => [n, `${attractionsVisited('Vincent')} INTERSECT ${attractionsVisited('Marcelle')}`]),
  ),
  ...Object.fromEntries(
    [5965, 5966].map((n) => [n, `${attractionsVisited('Alison')} EXCEPT ${attractionsVisited('Rosalind')}`]),
  ),
  4628: groupedWithShown(
    'T2."customer_name"',
    `${mailshotsPerCustomer} WHERE "outcome_code" = 'Order'`,
    'T1."customer_id", T2."customer_name"',
    'HAVING count(*) >= 2',
  ),
  4629: groupedWithShown(
    'T2."customer_name"',
    mailshotsPerCustomer,
    'T1."customer_id", T2."customer_name"',
    'ORDER BY count(*) DESC LIMIT 1',
  ),
  ...Object.fromEntries(
    [5070, 5071].map((n) => [
      n,
      groupedWithShown('T2."Shop_Name"', stockPerShop, 'T1."Shop_ID", T2."Shop_Name"', 'HAVING count(*) > 1'),
    ]),
  ),
  ...Object.fromEntries(
    [5072, 5073].map((n) => [
      n,
      groupedWithShown(
        'T2."Shop_Name"',
        stockPerShop,
        'T1."Shop_ID", T2."Shop_Name"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5074, 5075].map((n) => [
      n,
      groupedWithShown(
        'T2."Shop_Name"',
        stockPerShop,
        'T1."Shop_ID", T2."Shop_Name"',
        'ORDER BY sum(T1."Quantity") DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5088, 5089].map((n) => [
      n,
      groupedWithShown(
        'T2."Carrier"',
        '"stock" AS T1 JOIN "device" AS T2 ON T1."Device_ID" = T2."Device_ID"',
        'T1."Device_ID", T2."Carrier"',
        'HAVING count(*) > 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [4509, 4510].map((n) => [
      n,
      groupedWithShown(
        't2."document_structure_description"',
        '"Documents" AS t1 JOIN "Document_Structures" AS t2 ON t1."document_structure_code" = t2."document_structure_code"',
        't1."document_structure_code", t2."document_structure_description"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries([4531, 4532].map((n) => [n, `SELECT count(*) FROM ${loggedInUsers}`])),
  ...Object.fromEntries(
    [4533, 4534].map((n) => [
      n,
      `SELECT "role_description" FROM "Roles" WHERE "role_code" = (SELECT "role_code" FROM ${loggedInUsers} GROUP BY "role_code" ORDER BY count(*) DESC LIMIT 1)`,
    ]),
  ),
  ...Object.fromEntries(
    [5754, 5755].map((n) => [
      n,
      groupedWithShown(
        'T1."amenity_name"',
        '"Dorm_amenity" AS T1 JOIN "Has_amenity" AS T2 ON T1."amenid" = T2."amenid"',
        'T2."amenid", T1."amenity_name"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [5758, 5759].map((n) => [
      n,
      groupedWithShown(
        'T1."dorm_name" , T1."student_capacity"',
        '"Dorm" AS T1 JOIN "Has_amenity" AS T2 ON T1."dormid" = T2."dormid" JOIN "Dorm_amenity" AS T3 ON T2."amenid" = T3."amenid"',
        'T2."dormid", T1."dorm_name", T1."student_capacity"',
        'ORDER BY count(*) LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6646, 6647].map((n) => [
      n,
      lessonHours(
        '"Customers" AS T2 ON T1."customer_id" = T2."customer_id"',
        `T2."first_name" = 'Rylan' AND T2."last_name" = 'Goodwin'`,
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6704, 6705].map((n) => [
      n,
      lessonHours(
        '"Staff" AS T2 ON T1."staff_id" = T2."staff_id"',
        `T2."first_name" = 'Janessa' AND T2."last_name" = 'Sawayn'`,
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6694, 6695].map((n) => [
      n,
      groupedWithShown(
        'T2."first_name" , T2."last_name"',
        '"Customer_Payments" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id"',
        'T1."customer_id", T2."first_name", T2."last_name"',
        'HAVING count(*) > 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6312, 6313].map((n) => [
      n,
      groupedWithShown(
        't1."form_name"',
        '"Forms" AS t1 JOIN "Party_Forms" AS t2 ON t1."form_id" = t2."form_id"',
        't2."form_id", t1."form_name"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3806, 3807].map((n) => [
      n,
      groupedWithShown(
        'T1."personal_name" , T1."family_name" , T2."author_id"',
        coursesOfAuthors,
        'T2."author_id", T1."personal_name", T1."family_name"',
        'ORDER BY COUNT(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3808, 3809].map((n) => [
      n,
      groupedWithShown(
        'T1."address_line_1" , T2."author_id"',
        coursesOfAuthors,
        'T2."author_id", T1."address_line_1"',
        'HAVING Count(*) >= 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3814, 3815].map((n) => [
      n,
      groupedWithShown(
        'T1."subject_id" , T2."subject_name" , COUNT(*)',
        coursesOfSubjects,
        'T1."subject_id", T2."subject_name"',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3816, 3817].map((n) => [
      n,
      groupedWithShown(
        'T1."subject_id" , T2."subject_name" , COUNT(*)',
        coursesOfSubjects,
        'T1."subject_id", T2."subject_name"',
        'ORDER BY COUNT(*) ASC',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3824, 3825].map((n) => [
      n,
      groupedWithShown(
        'T1."course_description" , T1."course_name"',
        '"Courses" AS T1 JOIN "Student_Course_Enrolment" AS T2 ON T1."course_id" = T2."course_id"',
        'T1."course_name", T1."course_description"',
        'HAVING COUNT(*) > 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3836, 3837].map((n) => [
      n,
      groupedWithShown(
        'T1."student_id" , T2."login_name"',
        enrolmentsOfStudents,
        'T1."student_id", T2."login_name"',
        'ORDER BY COUNT(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3838, 3839].map((n) => [
      n,
      groupedWithShown(
        'T1."student_id" , T2."personal_name"',
        enrolmentsOfStudents,
        'T1."student_id", T2."personal_name"',
        'HAVING COUNT(*) >= 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3840, 3841].map((n) => [
      n,
      groupedWithShown(
        'T1."student_id" , T2."middle_name"',
        enrolmentsOfStudents,
        'T1."student_id", T2."middle_name"',
        'HAVING COUNT(*) <= 2',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [2776, 2777].map((n) => [
      n,
      groupedWithShown('T2."Party" , COUNT(*)', electionsOfParties, 'T1."Party", T2."Party"'),
    ]),
  ),
  ...Object.fromEntries(
    [2790, 2791].map((n) => [
      n,
      groupedWithShown('T2."Party"', electionsOfParties, 'T1."Party", T2."Party"', 'ORDER BY COUNT(*) DESC LIMIT 1'),
    ]),
  ),
  4611: groupedWithShown(
    'T1."Festival_ID" , T3."Festival_Name"',
    nominationsOfFestivals,
    'T1."Festival_ID", T3."Festival_Name"',
    'HAVING COUNT(*) >= 2',
  ),
  4612: groupedWithShown(
    'T1."Festival_ID" , T3."Festival_Name" , COUNT(*)',
    nominationsOfFestivals,
    'T1."Festival_ID", T3."Festival_Name"',
  ),
  1703: `SELECT T1."title" FROM ${reviewsOfItems} WHERE T2."rank" > 3 INTERSECT ${groupedWithShown('T1."title"', reviewsOfItems, itemsGrouped, 'HAVING avg(T2."rating") > 5')}`,
  1704: groupedWithShown('T1."title"', reviewsOfItems, itemsGrouped, 'ORDER BY avg(T2."rating") LIMIT 1'),
  1706: groupedWithShown('T1."name"', reviewsOfUsers, usersGrouped, 'ORDER BY count(*) DESC LIMIT 1'),
  1707: groupedWithShown(
    'T1."title" , T1."i_id"',
    reviewsOfItems,
    itemsGrouped,
    'ORDER BY avg(T2."rating") DESC LIMIT 1',
  ),
  1708: groupedWithShown(
    'T1."title" , T1."i_id"',
    reviewsOfItems,
    itemsGrouped,
    'ORDER BY avg(T2."rank") DESC LIMIT 1',
  ),
  1709: groupedWithShown('T1."name" , avg(T2."rating")', reviewsOfUsers, usersGrouped),
  1710: groupedWithShown('T1."name" , count(*)', reviewsOfUsers, usersGrouped),
  1712: groupedWithShown(
    'T1."name"',
    '"useracct" AS T1 JOIN "trust" AS T2 ON T1."u_id" = T2."source_u_id"',
    'T2."source_u_id", T1."name"',
    'ORDER BY avg("trust") DESC LIMIT 1',
  ),
  1713: groupedWithShown(
    'T1."name" , avg("trust")',
    '"useracct" AS T1 JOIN "trust" AS T2 ON T1."u_id" = T2."target_u_id"',
    'T2."target_u_id", T1."name"',
  ),
  ...Object.fromEntries(
    [36, 37].map((n) => [
      n,
      groupedWithShown('T1."Official_Name"', competitionsOfCities, citiesGrouped, 'HAVING COUNT(*) > 1'),
    ]),
  ),
  ...Object.fromEntries(
    [38, 39].map((n) => [
      n,
      groupedWithShown('T1."Status"', competitionsOfCities, citiesGrouped, 'ORDER BY COUNT(*) DESC LIMIT 1'),
    ]),
  ),
  ...Object.fromEntries(
    [415, 416].map((n) => [n, groupedWithShown('T2."name" , count(*)', flightsOfAircraft, aircraftGrouped)]),
  ),
  ...Object.fromEntries(
    [417, 418].map((n) => [
      n,
      groupedWithShown('T2."name"', flightsOfAircraft, aircraftGrouped, 'HAVING count(*) >= 2'),
    ]),
  ),
  ...Object.fromEntries(
    [431, 432].map((n) => [
      n,
      groupedWithShown('T2."name"', certificatesOfAircraft, aircraftGrouped, 'ORDER BY count(*) DESC LIMIT 1'),
    ]),
  ),
  ...Object.fromEntries(
    [433, 434].map((n) => [
      n,
      groupedWithShown(
        'T2."name"',
        `${certificatesOfAircraft} WHERE T2."distance" > 5000`,
        aircraftGrouped,
        'ORDER BY count(*) >= 5',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6017, 6018].map((n) => [
      n,
      groupedWithShown(
        'T2."Fname" , T2."LName"',
        sportsOfStudents,
        'T1."StuID", T2."Fname", T2."LName"',
        'ORDER BY count(*) DESC LIMIT 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [6043, 6044].map((n) => [
      n,
      groupedWithShown('"GName"', playsOfGames, gamesGrouped, 'ORDER BY sum("Hours_Played") DESC LIMIT 1'),
    ]),
  ),
  ...Object.fromEntries(
    [6045, 6046].map((n) => [
      n,
      groupedWithShown('"GName"', playsOfGames, gamesGrouped, 'HAVING sum("Hours_Played") >= 1000'),
    ]),
  ),
  ...Object.fromEntries(
    [3906, 3907].map((n) => [
      n,
      groupedWithShown(
        '"Name" , "Phone"',
        '"Appointment" AS T1 JOIN "Patient" AS T2 ON T1."Patient" = T2."SSN"',
        'T1."Patient", T2."Name", T2."Phone"',
        'HAVING count(*) > 1',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3914, 3915].map((n) => [
      n,
      `SELECT T1."Name" , T3."Name" FROM "Physician" AS T1 JOIN "Affiliated_With" AS T2 ON T1."EmployeeID" = T2."Physician" JOIN "Department" AS T3 ON T2."Department" = T3."DepartmentID" WHERE ${primaryAffiliation}`,
    ]),
  ),
  ...Object.fromEntries(
    [3936, 3937].map((n) => [n, `SELECT DISTINCT "BlockCode" FROM "Room" WHERE "Unavailable" = FALSE`]),
  ),
  ...Object.fromEntries(
    [3944, 3945].map((n) => [
      n,
      groupedWithShown(
        'count(*) , T1."Name"',
        '"Medication" AS T1 JOIN "Prescribes" AS T2 ON T1."Code" = T2."Medication"',
        'T1."Brand", T1."Name"',
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3960, 3961].map((n) => [
      n,
      `SELECT "Physician" , "Department" FROM "Affiliated_With" AS T2 WHERE ${primaryAffiliation}`,
    ]),
  ),
  ...Object.fromEntries(
    [3962, 3963].map((n) => [
      n,
      `SELECT DISTINCT T1."Name" FROM "Department" AS T1 JOIN "Affiliated_With" AS T2 ON T2."Department" = T1."DepartmentID" WHERE ${primaryAffiliation}`,
    ]),
  ),
  ...Object.fromEntries([3411, 3412].map((n) => [n, hrEmployees(`${notNullText('DEPARTMENT_ID')} = 'null'`)])),
  ...Object.fromEntries(
    [3423, 3424].map((n) => [
      n,
      hrEmployees(
        `"SALARY" BETWEEN 8000 AND 12000 AND ${notNullText('COMMISSION_PCT')} != 'null' OR "DEPARTMENT_ID" != 40`,
      ),
    ]),
  ),
  ...Object.fromEntries(
    [3425, 3426].map((n) => [
      n,
      `SELECT "FIRST_NAME" , "LAST_NAME" , "SALARY" FROM "employees" WHERE ${notNullText('COMMISSION_PCT')} = 'null'`,
    ]),
  ),
  ...Object.fromEntries(
    [3433, 3434].map((n) => [
      n,
      `SELECT "SALARY" , "MANAGER_ID" FROM "employees" WHERE ${notNullText('MANAGER_ID')} != 'null'`,
    ]),
  ),
  ...Object.fromEntries(
    [3445, 3446].map((n) => [
      n,
      `SELECT "EMAIL" FROM "employees" WHERE ${notNullText('COMMISSION_PCT')} = 'null' AND "SALARY" BETWEEN 7000 AND 12000 AND "DEPARTMENT_ID" = 50`,
    ]),
  ),
  ...Object.fromEntries(
    [3453, 3454].map((n) => [
      n,
      `SELECT "DEPARTMENT_ID" , AVG("SALARY") FROM "employees" WHERE ${notNullText('COMMISSION_PCT')} != 'null' GROUP BY "DEPARTMENT_ID"`,
    ]),
  ),
  ...Object.fromEntries(
    [3457, 3458].map((n) => [
      n,
      `SELECT "JOB_ID" FROM "job_history" WHERE ${leadingNumber('END_DATE')} - ${leadingNumber('START_DATE')} > 300 GROUP BY "JOB_ID" HAVING COUNT(*) >= 2`,
    ]),
  ),
  ...Object.fromEntries(
    [2576, 2577].map((n) => [
      n,
      `SELECT T2."roomName" FROM ${roomsJoin} GROUP BY T2."RoomId" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  ...Object.fromEntries(
    [2638, 2639].map((n) => [
      n,
      groupedWithShown('T2."roomName" , count(*) , T1."Room"', roomsJoin, 'T1."Room", T2."roomName"'),
    ]),
  ),
  ...Object.fromEntries(
    [2640, 2641].map((n) => [n, `SELECT T2."roomName" FROM ${roomsJoin} GROUP BY T2."RoomId" HAVING count(*) > 60`]),
  ),
  // local_govt_and_lot shows a resident's details grouped by the resident's id: each id has one row of Residents
  // (its key holds the property and the day moved in too), so grouping by both makes the same groups.
  4845: groupedWithShown(
    'T1."resident_id" , T1."other_details" , count(*)',
    '"Residents" AS T1 JOIN "Residents_Services" AS T2 ON T1."resident_id" = T2."resident_id"',
    'T1."resident_id", T1."other_details"',
    'ORDER BY count(*) DESC',
  ),
  // The twentieth session's four (local_govt_in_alabama, local_govt_mdm, machine_repair, manufacturer): a service's
  // type shown beside the service's key the participants are grouped by (one type per service), grouped by both.
  2147: `SELECT T3."Service_ID" , T4."Service_Type_Code" FROM "Participants" AS T1 JOIN "Participants_in_Events" AS T2 ON T1."Participant_ID" = T2."Participant_ID" JOIN "Events" AS T3 ON T2."Event_ID" = T3."Event_ID" JOIN "Services" AS T4 ON T3."Service_ID" = T4."Service_ID" GROUP BY T3."Service_ID", T4."Service_Type_Code" ORDER BY count(*) ASC LIMIT 1`,
  // "the total market rate of the furnitures that have the top 2 market shares": the gold SQL has no GROUP BY, so
  // SQLite sums every furniture into one row and its ORDER BY … LIMIT 2 orders that one row. The same result without
  // the ordering PostgreSQL refuses.
  3391: 'SELECT sum("Market_Rate") FROM "furniture"',
  // The twenty-first session's four (movie_1, music_1, music_2, music_4). A missing rating date is NULL in movie_1, and
  // SQLite compares the column with the text 'null' (no row is that text).
  ...Object.fromEntries(
    [2460, 2461].map((n) => [
      n,
      `SELECT DISTINCT "name" FROM "Reviewer" AS T1 JOIN "Rating" AS T2 ON T1."rID" = T2."rID" WHERE ${notNullText('ratingDate')} = 'null'`,
    ]),
  ),
  // An aggregate over every rating of the movies of one year beside that year's title or the year itself: one movie
  // has the earliest year and one the latest, so grouping by the shown column makes the same one row.
  ...Object.fromEntries(
    [2462, 2463].map((n) => [
      n,
      `SELECT avg(T1."stars") , T2."title" FROM ${ratedMovies} WHERE T2."year" = (SELECT min("year") FROM "Movie") GROUP BY T2."title"`,
    ]),
  ),
  ...Object.fromEntries(
    [2466, 2467].map((n) => [
      n,
      `SELECT max(T1."stars") , T2."year" FROM ${ratedMovies} WHERE T2."year" = (SELECT max("year") FROM "Movie") GROUP BY T2."year"`,
    ]),
  ),
  // A reviewer's name or a movie's title shown beside the rating's reference it is grouped by: grouping by the
  // referenced key too (equal by the join) makes the same groups.
  ...Object.fromEntries(
    [2474, 2475].map((n) => [
      n,
      `SELECT T2."name" FROM "Rating" AS T1 JOIN "Reviewer" AS T2 ON T1."rID" = T2."rID" GROUP BY T1."rID", T2."rID" HAVING COUNT(*) >= 3`,
    ]),
  ),
  ...Object.fromEntries(
    [2496, 2497, 2498, 2499].map((n) => [
      n,
      `SELECT T2."title" , avg(T1."stars") FROM ${ratedMovies} GROUP BY T1."mID", T2."mID" ORDER BY avg(T1."stars") ${n < 2498 ? 'DESC ' : ''}LIMIT 1`,
    ]),
  ),
  ...Object.fromEntries(
    [2508, 2509].map((n) => [
      n,
      `SELECT T2."title" , T1."mID" FROM ${ratedMovies} GROUP BY T1."mID", T2."mID" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  // SQLite shows, beside max() or min(), the other columns of the row that holds it. Where two rows of a group hold
  // it, SQLite and this translation may show different ones (#2504–#2507 do): all six are left out by the shape of
  // their result (four columns), so no expected answer depends on the pick.
  ...Object.fromEntries(
    [2502, 2503].map((n) => [
      n,
      `SELECT DISTINCT ON (T2."director") T2."title" , T1."stars" , T2."director" , T1."stars" FROM ${ratedMovies} WHERE T2."director" != 'null' ORDER BY T2."director", T1."stars" DESC`,
    ]),
  ),
  ...Object.fromEntries(
    [2504, 2505].map((n) => [
      n,
      `SELECT DISTINCT ON (T1."rID") T2."title" , T1."rID" , T1."stars" , T1."stars" FROM ${ratedMovies} ORDER BY T1."rID", T1."stars"`,
    ]),
  ),
  ...Object.fromEntries(
    [2506, 2507].map((n) => [
      n,
      `SELECT DISTINCT ON (T2."director") T2."title" , T1."stars" , T2."director" , T1."stars" FROM ${ratedMovies} ORDER BY T2."director", T1."stars"`,
    ]),
  ),
  // music_1 shows an artist's name or country beside the song's artist it groups by: the artist's key, equal by the
  // join, joins the grouping.
  ...Object.fromEntries(
    [3605, 3606].map((n) => [
      n,
      `SELECT T1."artist_name" , count(*) FROM ${artistSongs} WHERE T2."languages" = 'english' GROUP BY T2."artist_name", T1."artist_name" HAVING count(*) >= 1`,
    ]),
  ),
  ...Object.fromEntries(
    [3607, 3608].map((n) => [
      n,
      `SELECT T1."artist_name" , T1."country" FROM ${artistSongs} WHERE T2."resolution" > 900 GROUP BY T2."artist_name", T1."artist_name" HAVING count(*) >= 1`,
    ]),
  ),
  ...Object.fromEntries(
    [3609, 3610].map((n) => [
      n,
      `SELECT T1."artist_name" , count(*) FROM ${artistSongs} GROUP BY T2."artist_name", T1."artist_name" ORDER BY count(*) DESC LIMIT 3`,
    ]),
  ),
  ...Object.fromEntries(
    [3611, 3612].map((n) => [
      n,
      `SELECT T1."country" FROM ${artistSongs} GROUP BY T2."artist_name", T1."artist_name" ORDER BY count(*) LIMIT 1`,
    ]),
  ),
  ...Object.fromEntries(
    [3619, 3620].map((n) => [
      n,
      `SELECT T1."artist_name" FROM ${artistSongs} WHERE T2."languages" = 'bangla' GROUP BY T2."artist_name", T1."artist_name" ORDER BY count(*) DESC LIMIT 3`,
    ]),
  ),
  // music_2 shows a song's title grouped by the vocals' song: the song's key joins the grouping.
  ...Object.fromEntries(
    [5218, 5219].map((n) => [
      n,
      `SELECT "Title" FROM "Vocals" AS T1 JOIN "Songs" AS T2 ON T1."SongId" = T2."SongId" GROUP BY T1."SongId", T2."SongId" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  // The twenty-second session's four (musical, network_2, news_report, party_host). A musical's name shown beside the
  // actors' reference it is grouped by: grouping by the musical's key too (equal by the join) makes the same groups.
  ...Object.fromEntries(
    [256, 257, 258, 259].map((n) => [
      n,
      `SELECT T2."Name"${n < 258 ? ' , COUNT(*)' : ''} FROM "actor" AS T1 JOIN "musical" AS T2 ON T1."Musical_ID" = T2."Musical_ID" GROUP BY T1."Musical_ID", T2."Musical_ID"${n < 258 ? '' : ' HAVING COUNT(*) >= 3'}`,
    ]),
  ),
  // An age kept as text (journalist.Age, host.Age): SQLite's avg() reads each text as its number; compared with a
  // number, SQLite gives the number the column's text affinity and compares texts, so the number is quoted here, as
  // for the ages of the dev split (every age held is two digits, so the order is the numbers' too).
  2818: `SELECT avg(t1."Age"::numeric) , avg("Years_working") , t2."Work_Type" FROM "journalist" AS t1 JOIN "news_report" AS t2 ON t1."journalist_ID" = t2."journalist_ID" GROUP BY t2."Work_Type"`,
  ...Object.fromEntries(
    [2676, 2677].map((n) => [
      n,
      `SELECT "Nationality" FROM "host" WHERE "Age" > '45' INTERSECT SELECT "Nationality" FROM "host" WHERE "Age" < '35'`,
    ]),
  ),
  ...Object.fromEntries(
    [2682, 2683].map((n) => [
      n,
      `SELECT T3."Location" FROM "party_host" AS T1 JOIN "host" AS T2 ON T1."Host_ID" = T2."Host_ID" JOIN "party" AS T3 ON T1."Party_ID" = T3."Party_ID" WHERE T2."Age" > '50'`,
    ]),
  ),
  // party_people, the spare taken: the distinct region names ordered by their label, which SQLite lets a DISTINCT
  // order by; each region name has one label, so grouping by the name and ordering by its label is the same order.
  ...Object.fromEntries(
    [2041, 2042].map((n) => [n, 'SELECT "Region_name" FROM "region" GROUP BY "Region_name" ORDER BY min("Label")']),
  ),
  // A year kept as text compared with a number: SQLite compares texts, so the years are quoted (all four digits).
  ...Object.fromEntries(
    [2047, 2048].map((n) => [
      n,
      `SELECT "Minister" FROM "party" WHERE "Took_office" > '1961' OR "Took_office" < '1959'`,
    ]),
  ),
  // A party's or member's name shown beside the reference it is grouped by: the referenced key joins the grouping.
  ...Object.fromEntries(
    [2057, 2058, 2059, 2060].map((n) => [
      n,
      `SELECT T2."Party_name"${n < 2059 ? ' , count(*)' : ''} FROM "member" AS T1 JOIN "party" AS T2 ON T1."Party_ID" = T2."Party_ID" GROUP BY T1."Party_ID", T2."Party_ID"${n < 2059 ? '' : ' ORDER BY count(*) DESC LIMIT 1'}`,
    ]),
  ),
  ...Object.fromEntries(
    [2071, 2072, 2075, 2076].map((n) => [
      n,
      `SELECT T2."Party_name"${n < 2075 ? ' , count(*)' : ''} FROM "party_events" AS T1 JOIN "party" AS T2 ON T1."Party_ID" = T2."Party_ID" GROUP BY T1."Party_ID", T2."Party_ID"${n < 2075 ? '' : ' HAVING count(*) >= 2'}`,
    ]),
  ),
  ...Object.fromEntries(
    [2077, 2078].map((n) => [
      n,
      `SELECT T1."Member_Name" FROM "member" AS T1 JOIN "party_events" AS T2 ON T1."Member_ID" = T2."Member_in_charge_ID" GROUP BY T2."Member_in_charge_ID", T1."Member_ID" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  // products_gen_characteristics (a spare taken): a price kept as text compared with a number, which SQLite compares
  // as texts, so the number is quoted; a colour shown beside the product it is grouped by joins the grouping (one
  // colour per product).
  ...Object.fromEntries(
    [5534, 5535].map((n) => [
      n,
      `SELECT count(*) FROM "Products" WHERE "product_category_code" = 'Spices' AND "typical_buying_price" > '1000'`,
    ]),
  ),
  ...Object.fromEntries(
    [5548, 5549].map((n) => [
      n,
      `SELECT t1."product_id" , t2."color_description" FROM "Products" AS t1 JOIN "Ref_Colors" AS t2 ON t1."color_code" = t2."color_code" JOIN "Product_Characteristics" AS t3 ON t1."product_id" = t3."product_id" GROUP BY t1."product_id", t2."color_description" HAVING count(*) >= 2`,
    ]),
  ),
  // program_share (a spare taken): a name shown beside the reference it is grouped by: the referenced
  // key joins the grouping.
  ...Object.fromEntries(
    [3766, 3767].map((n) => [
      n,
      `SELECT t1."Name" FROM "program" AS t1 JOIN "broadcast" AS t2 ON t1."Program_ID" = t2."Program_ID" GROUP BY t2."Program_ID", t1."Program_ID" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  // The twenty-fifth session's sets. A railway's location or builder, a school's location or denomination, a
  // project's name and hours, shown beside the reference they are grouped by: the referenced key joins the grouping.
  ...Object.fromEntries(
    [5642, 5643].map((n) => [
      n,
      `SELECT T2."Railway_ID" , T1."${n === 5642 ? 'Location' : 'Builder'}" FROM "railway" AS T1 JOIN "train" AS T2 ON T1."Railway_ID" = T2."Railway_ID" GROUP BY T2."Railway_ID", T1."Railway_ID" ${n === 5642 ? 'HAVING COUNT(*) > 1' : 'ORDER BY COUNT(*) DESC LIMIT 1'}`,
    ]),
  ),
  ...Object.fromEntries(
    [4880, 4881, 4882, 4883].map((n) => [
      n,
      `SELECT T2."${n < 4882 ? 'Location' : 'Denomination'}" FROM "player" AS T1 JOIN "school" AS T2 ON T1."School_ID" = T2."School_ID" GROUP BY T1."School_ID", T2."School_ID" ${n < 4882 ? 'HAVING COUNT(*) > 1' : 'ORDER BY COUNT(*) DESC LIMIT 1'}`,
    ]),
  ),
  ...Object.fromEntries(
    [6483, 6484].map((n) => [
      n,
      `SELECT T1."Name" , T1."Hours" FROM "Projects" AS T1 JOIN "AssignedTo" AS T2 ON T1."Code" = T2."Project" GROUP BY T2."Project", T1."Code" ORDER BY count(*) DESC LIMIT 1`,
    ]),
  ),
  // riding_club: a club's gold medals shown beside the club its coaches are grouped by; each club has one match result
  // row, so grouping by its gold count too makes the same groups.
  1735: `SELECT T1."Club_ID" , T1."Gold" FROM "match_result" AS T1 JOIN "coach" AS T2 ON T1."Club_ID" = T2."Club_ID" GROUP BY T1."Club_ID", T1."Gold" ORDER BY count(*) DESC LIMIT 1`,
  // roller_coaster: a speed kept as text. SQLite's avg() reads each text as its number; compared with a number, SQLite
  // gives the number the column's text affinity and compares texts, so the numbers are quoted.
  6209: `SELECT avg("Speed"::numeric) FROM "roller_coaster"`,
  6217: `SELECT T1."Name" , avg(T2."Speed"::numeric) FROM "country" AS T1 JOIN "roller_coaster" AS T2 ON T1."Country_ID" = T2."Country_ID" GROUP BY T1."Name"`,
  6219: `SELECT T1."Name" , T1."Area" , T1."Population" FROM "country" AS T1 JOIN "roller_coaster" AS T2 ON T1."Country_ID" = T2."Country_ID" WHERE T2."Speed" > '60' INTERSECT SELECT T1."Name" , T1."Area" , T1."Population" FROM "country" AS T1 JOIN "roller_coaster" AS T2 ON T1."Country_ID" = T2."Country_ID" WHERE T2."Speed" < '55'`,
};

/** Gold SQL of the train split with no PostgreSQL reading of the same meaning, with why. */
export const UNTRANSLATABLE_TRAIN = {
  // "the average duration of songs that have mp3 format and resolution below 800": durations are kept as text
  // ('3:45'), and SQLite's avg() reads each as the number it begins with, the minutes, as with the averages of dates
  // kept as text in the dev split.
  3559: "an average of durations kept as text ('3:45'): SQLite averages the minutes only",
  3560: "an average of durations kept as text ('3:45'): SQLite averages the minutes only",
  // "the artist name of the song with the most common language among songs above 500 resolution": the songs grouped
  // by language, showing one song's artist of the group, over groups of several songs (and two languages tie).
  3587: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  3588: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  // "Show the apartment type code that has the largest number of total rooms, together with the number of bathrooms
  // and number of bedrooms": the two counts are neither grouped nor aggregated, over groups of several apartments.
  1258: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  1259: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  // "How many transactions are there, and what is the account id?": count(*) beside a bare column, no GROUP BY;
  // SQLite shows the account id of whichever row it read last.
  1579: "a column shown beside count(*) with no grouping: SQLite shows one row's value, picked by storage order",
  1580: "a column shown beside count(*) with no grouping: SQLite shows one row's value, picked by storage order",
  // "Which product has the fewest complaints?" as a join with no ON to every customer, grouped by customer: every
  // group holds every complaint, and SQLite shows one product name of each, picked by storage order.
  5778: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  5779: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  // "Which engineer has visited the most times?": a join with no ON pairs every engineer with every visit, so each has
  // the same count and SQLite shows the first by storage order.
  3131: 'a join with no ON: every group holds every visit, and SQLite shows the first group by storage order',
  // "the description of the type of the company who concluded its contracts most recently": the gold SQL names a table
  // (Ref_Company_Types) and a column (company_type_code) the database does not have; SQLite refuses it too.
  3153: 'the gold SQL names a table the database does not have',
  // "task details, task id and project id for the projects detailed as 'omnis' or with more than 2 outcomes": the
  // second part shows a task's columns grouped by project, over projects of several tasks (storage order again).
  4340: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  4341: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  // "the names of documents in both the three most common types and the three most common structures": an ORDER BY
  // and a LIMIT before INTERSECT, which SQLite refuses ("ORDER BY clause should come after INTERSECT not before").
  4513: 'the gold SQL orders and cuts each side of an INTERSECT, which SQLite refuses too',
  4514: 'the gold SQL orders and cuts each side of an INTERSECT, which SQLite refuses too',
  // "the usernames and passwords of users with the most common role": the users grouped by role, showing one user's
  // name and password of the group, picked by storage order.
  4521: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  4522: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  // "the airport that had most number of flights" grouped by the flight's own key: every group holds one flight, so
  // every count is 1 and SQLite shows the airport of the first flight by storage order.
  6375: 'grouped by the counted rows own key: every group holds one row, and SQLite shows the first by storage order',
  // "the head of the department with the least employees" counts the departments joined to their heads, grouped by
  // department: every group holds one row, so SQLite shows the first department's head by storage order.
  3902: 'grouped by the counted rows own key: every group holds one row, and SQLite shows the first by storage order',
  3903: 'grouped by the counted rows own key: every group holds one row, and SQLite shows the first by storage order',
  // "the highest salary in every department" shows each department's first and last name and salary beside max(salary),
  // grouped by department: SQLite takes them from the row of the maximum (its bare-column rule for max()), which
  // PostgreSQL has no grouping for.
  3515: 'columns shown beside max() over groups of several rows: SQLite takes them from the row holding the maximum',
  3516: 'columns shown beside max() over groups of several rows: SQLite takes them from the row holding the maximum',
  // "the room with the highest rate" shows a reservation's rate and dates grouped by room: SQLite shows one
  // reservation of each room, picked by storage order.
  2582: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
  2583: 'a column shown but neither grouped nor aggregated, over groups of several rows: SQLite shows one row of each, picked by storage order',
};
