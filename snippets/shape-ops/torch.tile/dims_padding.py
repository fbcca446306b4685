import torch

y = torch.zeros(2, 3)
print("dims (2,)      ->", tuple(torch.tile(y, (2,)).shape))       # read as (1, 2)
print("dims (2, 1, 1) ->", tuple(torch.tile(y, (2, 1, 1)).shape))  # y read as (1, 2, 3)
print("dims ()        ->", tuple(torch.tile(y, ()).shape))
print("dims (0, 2)    ->", tuple(torch.tile(y, (0, 2)).shape))
print("0-d input, (3,):", torch.tile(torch.tensor(5), (3,)).tolist())
