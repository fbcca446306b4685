import torch

i = torch.tensor([7, -7])
print("int64 / int64          :", torch.divide(i, 2).dtype)
print("int64 floor            :", torch.divide(i, 2, rounding_mode="floor").dtype)
print("int64 trunc            :", torch.divide(i, 2, rounding_mode="trunc").dtype)
print("int8 / int8            :", torch.divide(i.to(torch.int8), i.to(torch.int8)).dtype)
print("float16 / int64        :", torch.divide(i.half(), i).dtype)
print("int64 / 2.0 floor      :", torch.divide(i, 2.0, rounding_mode="floor"))
print("broadcast (2,1)/(3,)   :", torch.divide(torch.ones(2, 1), torch.tensor([1.0, 2.0, 4.0])).shape)
print("0-d tensor             :", torch.divide(torch.tensor(7), 2))
print("empty                  :", torch.divide(torch.tensor([]), 2))
