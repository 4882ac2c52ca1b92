namespace erp;

// A small ERP in SAP's style: string keys (C0001, P0001, SO00001), sales orders
// with items, quantities, net amounts and dates. The order's netAmount is the
// sum of its items', so totals agree whichever one a question reads.

entity Customers {
  key ID      : String(10);
      name    : String(100);
      segment : String(40);
      country : String(40);
      orders  : Association to many SalesOrders on orders.customer = $self;
}

entity Products {
  key ID       : String(10);
      name     : String(100);
      category : String(40);
      price    : Decimal(10, 2);
}

entity SalesOrders {
  key ID        : String(10);
      customer  : Association to Customers;
      orderDate : Date;
      status    : String(20);
      netAmount : Decimal(12, 2);
      items     : Composition of many SalesOrderItems on items.order = $self;
}

entity SalesOrderItems {
  key order     : Association to SalesOrders;
  key itemNo    : Integer;
      product   : Association to Products;
      quantity  : Integer;
      netAmount : Decimal(12, 2);
}
