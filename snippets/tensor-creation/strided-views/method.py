# raises: RuntimeError
import torch

x = torch.arange(12).reshape(3, 4)
diag = x.as_strided((3,), (5,))                    # stride 4 + 1 walks the diagonal
print("diagonal:", diag, "| same as torch.diagonal:", torch.equal(diag, x.diagonal()))
print("method == function:", torch.equal(diag, torch.as_strided(x, (3,), (5,))))
print("strides / offset:", diag.stride(), diag.storage_offset(), "| shares memory:", diag.data_ptr() == x.data_ptr())
x.as_strided((3,), (-1,), 2)                       # negative strides are not supported
