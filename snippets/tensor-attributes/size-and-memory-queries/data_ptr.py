import torch

x = torch.arange(12.0).reshape(3, 4)
row = x[1]
print("x[1] starts", row.data_ptr() - x.data_ptr(), "bytes after x",
      "= storage_offset", row.storage_offset(), "* element_size", row.element_size())
print("transpose shares memory:", x.t().data_ptr() == x.data_ptr())
print("clone has its own memory:", x.clone().data_ptr() != x.data_ptr())
print("empty tensor:", torch.empty(0).data_ptr(), " empty slice x[1:1]:", x[1:1].data_ptr(),
      " meta tensor:", torch.empty(3, device="meta").data_ptr())
print("x[1] shares x's storage:", row.untyped_storage().data_ptr() == x.untyped_storage().data_ptr())
