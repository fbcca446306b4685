import torch

z = torch.tensor([[1 + 2j, 3 - 4j],
                  [5 + 0j, -6 + 1j]])
re = torch.real(z)
print(re)
print("dtype:", re.dtype, "| strides:", re.stride(), "| contiguous:", re.is_contiguous())
print("shares memory:", re.data_ptr() == z.data_ptr())

x = torch.tensor([1.0, -2.0])
print("real input: torch.real(x) is x:", torch.real(x) is x)
i = torch.tensor([1, 2])
print("int input:", torch.real(i), torch.real(i) is i)
