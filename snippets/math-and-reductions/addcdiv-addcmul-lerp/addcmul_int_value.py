import torch

i = torch.tensor([1, 2, 3])
for v in [2, 1.9, 0.5, -0.5]:
    print(f"value={v:>4}:", torch.addcmul(i, i, i, value=v))
print("float input, value=0.5:", torch.addcmul(i.float(), i, i, value=0.5))
