import threading

import torch

print("default:", torch.get_default_dtype())
print("  torch.tensor([1.5]):", torch.tensor([1.5]).dtype, " torch.zeros(2):", torch.zeros(2).dtype,
      " nn.Linear weight:", torch.nn.Linear(2, 2).weight.dtype)

torch.set_default_dtype(torch.float64)
try:
    print("after set_default_dtype(torch.float64):", torch.get_default_dtype())
    print("  torch.tensor([1.5]):", torch.tensor([1.5]).dtype, " torch.zeros(2):", torch.zeros(2).dtype,
          " nn.Linear weight:", torch.nn.Linear(2, 2).weight.dtype)
    print("  integers are not affected: torch.tensor([1]):", torch.tensor([1]).dtype,
          " torch.arange(3):", torch.arange(3).dtype)
    print("  complex follows: torch.tensor(1j):", torch.tensor(1j).dtype)
    print("  int tensor + 0.5:", (torch.tensor([1]) + 0.5).dtype)
    seen = []
    t = threading.Thread(target=lambda: seen.append(torch.get_default_dtype()))
    t.start(); t.join()
    print("  seen from another thread:", seen[0])
finally:
    torch.set_default_dtype(torch.float32)   # it is process-wide: always restore it
print("restored:", torch.get_default_dtype())
