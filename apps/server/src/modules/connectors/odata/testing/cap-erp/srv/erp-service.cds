using erp from '../db/schema';

service ErpService @(path: '/odata/v4/erp') {
  entity Customers       as projection on erp.Customers;
  entity Products        as projection on erp.Products;
  entity SalesOrders     as projection on erp.SalesOrders;
  entity SalesOrderItems as projection on erp.SalesOrderItems;
}

// CAP runs $apply (filter, groupby, aggregate); the annotation tells OData clients so,
// as SAP's analytical services do.
annotate ErpService.Customers with @Aggregation.ApplySupported: { Transformations: ['filter', 'groupby', 'aggregate'] };
annotate ErpService.Products with @Aggregation.ApplySupported: { Transformations: ['filter', 'groupby', 'aggregate'] };
annotate ErpService.SalesOrders with @Aggregation.ApplySupported: { Transformations: ['filter', 'groupby', 'aggregate'] };
annotate ErpService.SalesOrderItems with @Aggregation.ApplySupported: { Transformations: ['filter', 'groupby', 'aggregate'] };
