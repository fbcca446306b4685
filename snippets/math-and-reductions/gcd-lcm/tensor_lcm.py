import torch

# Two periodic jobs every 4 and 6 steps run together every lcm(4, 6) steps.
periods = torch.tensor([4, 6, 10])
print("pairwise with 6:", periods.lcm(torch.tensor(6)).tolist())
together = periods[0].lcm(periods[1]).lcm(periods[2])
print("all three together every", together.item(), "steps")
