import torch

coin = torch.randint(0, 1, (8,))       # high=1 is excluded: only 0 is possible
print("randint(0, 1):", coin)
coin = torch.randint(0, 2, (8,))       # 0 or 1
print("randint(0, 2):", coin)
dice = torch.randint(1, 7, (10000,))   # a six-sided die needs high=7
print("die faces seen:", dice.unique().tolist())
